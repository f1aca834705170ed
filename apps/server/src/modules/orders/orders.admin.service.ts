import {
  ADMIN_ORDER_PAGE_SIZE_DEFAULT,
  ADMIN_ORDER_PAGE_SIZES,
  type AdminOrderDto,
  type AdminOrderPage,
  type AdminOrderSearchQuery,
  type StaffEmailBody,
} from '@kladbyte/contract'
import { sendStaffMail, toSentEmailDto } from '../../core/mail/staff-mail.js'
import type { MediaUrls } from '../../core/media/media.urls.js'
import type { Db, DbOrTx } from '../../db/client.js'
import { notFound } from '../../lib/errors.js'
import {
  findCustomer,
  findGarments,
  insertOrderEmail,
  listOrderEmails,
  searchOrders,
} from './orders.admin.repository.js'
import { findOrder, listOrderItems, type OrderRow } from './orders.repository.js'
import { ORDER_NOT_FOUND, toOrderDto } from './orders.service.js'
import { deleteOrder, setOrderStatus } from './orders.status.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The staff list: filters as sent (an unknown page size is the default; see `orderListWhere`). */
async function pagedOrders(db: DbOrTx, query: AdminOrderSearchQuery): Promise<AdminOrderPage> {
  const pageSize = (ADMIN_ORDER_PAGE_SIZES as readonly number[]).includes(Number(query.pageSize))
    ? Number(query.pageSize)
    : ADMIN_ORDER_PAGE_SIZE_DEFAULT
  const page = Math.min(Math.max(Number(query.page) || 1, 1), 1_000_000)
  const { page: _page, pageSize: _size, status, ...filter } = query
  const { rows, total } = await searchOrders(
    db,
    { ...filter, status: status === '' || status === undefined ? undefined : Number(status) },
    { offset: (page - 1) * pageSize, limit: pageSize },
  )
  return {
    items: rows.map((r) => ({
      id: r.id,
      orderNumber: r.orderNumber,
      created: r.createdAt.toISOString(),
      orderStatus: r.status,
      totalPoints: r.totalPoints,
      itemCount: r.itemCount,
    })),
    total,
    totalPages: Math.ceil(total / pageSize),
  }
}

async function loadAdminOrder(db: DbOrTx, urls: MediaUrls, order: OrderRow): Promise<AdminOrderDto> {
  const items = await listOrderItems(db, [order.id])
  const [customer, garments, emails] = await Promise.all([
    findCustomer(db, order.userId),
    findGarments(
      db,
      items.map((i) => i.productId),
    ),
    listOrderEmails(db, order.id),
  ])
  const byId = new Map(garments.map((g) => [g.id, g]))
  const base = toOrderDto(order, items)
  return {
    ...base,
    updated: order.updatedAt.toISOString(),
    items: base.items.map((i) => {
      const g = byId.get(i.productId)
      return {
        ...i,
        known: g !== undefined && g.archivedAt === null,
        imageUrl: g?.storageKey ? urls.defaultUrl(g.storageKey, g.widths ?? []) : null,
      }
    }),
    customer,
    emails: emails.map(toSentEmailDto),
  }
}

async function getAdminOrder(db: DbOrTx, urls: MediaUrls, orderId: string): Promise<AdminOrderDto> {
  const order = UUID.test(orderId) ? await findOrder(db, orderId) : null
  if (!order) throw notFound(ORDER_NOT_FOUND)
  return loadAdminOrder(db, urls, order)
}

/** Queues the mail to the order's customer and records it on the order in one transaction. */
async function emailOrder(db: Db, orderId: string, staffId: string, mail: StaffEmailBody): Promise<void> {
  if (!UUID.test(orderId)) throw notFound(ORDER_NOT_FOUND)
  await db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId)
    if (!order) throw notFound(ORDER_NOT_FOUND)
    const customer = await findCustomer(tx, order.userId)
    await sendStaffMail(tx, mail, customer?.email ?? '', (t, sent) =>
      insertOrderEmail(t, { orderId, sentBy: staffId, subject: mail.subject, ...sent }),
    )
  })
}

/** Staff's order calls (spec §7 'Staff: orders'). */
export function createOrdersAdminService({ db, urls }: { db: Db; urls: MediaUrls }) {
  const checked = (id: string) => {
    if (!UUID.test(id)) throw notFound(ORDER_NOT_FOUND)
    return id
  }
  return {
    paged: (query: AdminOrderSearchQuery) => pagedOrders(db, query),
    get: (orderId: string) => getAdminOrder(db, urls, orderId),
    setStatus: async (orderId: string, status: number) => {
      await setOrderStatus(db, checked(orderId), status)
      return getAdminOrder(db, urls, orderId)
    },
    remove: (orderId: string) => deleteOrder(db, checked(orderId)),
    email: async (orderId: string, staffId: string, mail: StaffEmailBody) => {
      await emailOrder(db, orderId, staffId, mail)
      return getAdminOrder(db, urls, orderId)
    },
  }
}
export type OrdersAdminService = ReturnType<typeof createOrdersAdminService>
