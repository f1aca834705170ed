import type { AdminOrderDto, AdminOrderPage, AdminOrderSearchQuery, StaffEmailBody } from '@kladbyte/contract'
import type { z } from 'zod'
import { sendStaffMail, toSentEmailDto } from '../../core/mail/staff-mail.js'
import type { MediaUrls } from '../../core/media/media.urls.js'
import type { Db, DbOrTx } from '../../db/client.js'
import { notFound } from '../../lib/errors.js'
import { pageOf, pageRows } from '../../lib/paging.js'
import {
  findCustomer,
  findGarments,
  insertOrderEmail,
  listOrderEmails,
  type OrderListFilter,
  ordersExportQuery,
  searchOrders,
} from './orders.admin.repository.js'
import { findOrder, listOrderItems, type OrderRow } from './orders.repository.js'
import { ORDER_NOT_FOUND, toOrderDto } from './orders.service.js'
import { deleteOrder, setOrderStatus } from './orders.status.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The staff list: filters as sent (page and size fitted by the contract; see `orderListWhere`). */
async function pagedOrders(
  db: DbOrTx,
  query: z.output<typeof AdminOrderSearchQuery>,
): Promise<AdminOrderPage> {
  const { page, pageSize, status, ...filter } = query
  const { rows, total } = await searchOrders(
    db,
    { ...filter, status: status === '' || status === undefined ? undefined : Number(status) },
    pageRows({ page, pageSize }),
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
    ...pageOf(total, { page, pageSize }),
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
    paged: (query: z.output<typeof AdminOrderSearchQuery>) => pagedOrders(db, query),
    /** The CSV export's rows, for `sendCsv` to stream (the list's filters). */
    exportQuery: (filters: OrderListFilter) => ordersExportQuery(db, filters),
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
