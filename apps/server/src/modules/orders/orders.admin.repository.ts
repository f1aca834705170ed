import { and, count, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { orderEmails, orders, productImages, products, users } from '../../db/schema/index.js'

export interface OrderFilter {
  status?: number
  orderNumber?: number
  from?: Date
  to?: Date
}

function where(f: OrderFilter): SQL | undefined {
  return and(
    isNull(orders.deletedAt),
    f.status === undefined ? undefined : eq(orders.status, f.status),
    f.orderNumber === undefined ? undefined : eq(orders.orderNumber, f.orderNumber),
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lte(orders.createdAt, f.to) : undefined,
  )
}

/** One page of live orders, newest first, with their item counts; and the total matching. */
export async function searchOrders(db: DbOrTx, f: OrderFilter, page: { offset: number; limit: number }) {
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
      .where(where(f))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(orders).where(where(f)),
  ])
  return { rows, total: total?.n ?? 0 }
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
  values: { orderId: string; sentBy: string; to: string; subject: string },
) {
  await db.insert(orderEmails).values(values)
}
