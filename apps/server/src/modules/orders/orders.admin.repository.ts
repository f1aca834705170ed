import { and, count, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client.js'
import { orderEmails, orders, productImages, products, users } from '../../db/schema/index.js'

/** The staff orders list's filters as sent (an empty value is no filter); the CSV export reads the same. */
export interface OrderListFilter {
  status?: number | ''
  search?: string
  from?: string
  to?: string
}

/**
 * The order number a search means: digits, with an optional leading '#' and spaces around
 * ('  #10001 ' → 10001); null for an empty search; NaN for anything else (matches nothing).
 */
export function orderNumberSearch(search: string | undefined): number | null {
  const text = search?.trim() ?? ''
  if (text === '') return null
  const digits = /^#?\s*(\d{1,9})$/.exec(text)?.[1]
  return digits === undefined ? Number.NaN : Number(digits)
}

/**
 * The one where-clause of the staff orders list and its CSV export, so the file holds exactly the
 * list's orders: never a deleted one, then status, exact order number, created from/to.
 */
export function orderListWhere(f: OrderListFilter): SQL {
  const number = orderNumberSearch(f.search)
  return and(
    isNull(orders.deletedAt),
    f.status === undefined || f.status === '' ? undefined : eq(orders.status, Number(f.status)),
    number === null ? undefined : Number.isNaN(number) ? sql`false` : eq(orders.orderNumber, number),
    f.from ? gte(orders.createdAt, new Date(f.from)) : undefined,
    f.to ? lte(orders.createdAt, new Date(f.to)) : undefined,
  )!
}

/** One page of live orders, newest first, with their item counts; and the total matching. */
export async function searchOrders(db: DbOrTx, f: OrderListFilter, page: { offset: number; limit: number }) {
  // Columns spelled out: drizzle leaves them unqualified inside a raw subquery.
  const itemCount = sql<number>`(select count(*)::int from order_items i where i.order_id = "orders"."id")`
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        totalPoints: orders.totalPoints,
        itemCount,
      })
      .from(orders)
      .where(orderListWhere(f))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(orders).where(orderListWhere(f)),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** A row of the orders CSV export. */
export interface OrderExportRow {
  orderNumber: number
  createdAt: Date
  status: number
  itemCount: number
  totalPoints: number
  firstName: string
  lastName: string
  email: string
}

/**
 * The orders CSV export's query with the pool it runs on: `sendCsv` reads its `OrderExportRow`s
 * through a cursor on a connection of its own (ADR 024). The list's own where-clause, so the file
 * is exactly the filtered list.
 */
export function ordersExportQuery(db: Db, f: OrderListFilter) {
  const query = sql`
    select orders.order_number as "orderNumber", orders.created_at as "createdAt", orders.status,
      (select count(*) from order_items i where i.order_id = orders.id)::int as "itemCount",
      orders.total_points as "totalPoints", u.first_name as "firstName", u.last_name as "lastName", u.email
    from orders join users u on u.id = orders.user_id
    where ${orderListWhere(f)}
    order by orders.created_at desc, orders.order_number desc`
  return { db, query }
}

export async function findCustomer(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      address: users.address,
      postalCode: users.postalCode,
      city: users.city,
      country: users.country,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}

/** The main images of these garments (and which of them still exist). */
export async function findGarments(db: DbOrTx, productIds: string[]) {
  if (productIds.length === 0) return []
  return db
    .select({
      id: products.id,
      archivedAt: products.archivedAt,
      storageKey: productImages.storageKey,
      widths: productImages.widths,
    })
    .from(products)
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.main, true)))
    .where(inArray(products.id, productIds))
}

export async function listOrderEmails(db: DbOrTx, orderId: string) {
  return db
    .select({
      id: orderEmails.id,
      to: orderEmails.to,
      subject: orderEmails.subject,
      body: orderEmails.body,
      isHtml: orderEmails.isHtml,
      createdAt: orderEmails.createdAt,
      sentBy: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    })
    .from(orderEmails)
    .innerJoin(users, eq(users.id, orderEmails.sentBy))
    .where(eq(orderEmails.orderId, orderId))
    .orderBy(desc(orderEmails.createdAt))
}

export async function insertOrderEmail(
  db: DbOrTx,
  values: { orderId: string; sentBy: string; to: string; subject: string; body: string; isHtml: boolean },
) {
  await db.insert(orderEmails).values(values)
}
