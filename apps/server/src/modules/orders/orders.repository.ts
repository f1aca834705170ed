import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { cartItems, orderItems, orders, products, wishlistItems } from '../../db/schema/index.js'

export type OrderRow = typeof orders.$inferSelect
export type OrderItemRow = typeof orderItems.$inferSelect
export type ProductState = (typeof products.$inferSelect)['state']

/**
 * Locks the products (`for no key update`, in id order so two orders never wait on each other in
 * a cycle) and returns their current data. Missing ids are simply absent from the result.
 */
export async function lockProducts(tx: DbOrTx, productIds: string[]) {
  return tx
    .select({
      id: products.id,
      name: products.name,
      size: products.size,
      price: products.price,
      display: products.display,
      state: products.state,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('no key update')
}

export async function setProductsState(tx: DbOrTx, productIds: string[], state: ProductState) {
  if (productIds.length === 0) return
  await tx.update(products).set({ state, updatedAt: sql`now()` }).where(inArray(products.id, productIds))
}

export async function insertOrder(
  tx: DbOrTx,
  values: { userId: string; totalPoints: number; idempotencyKey: string | null },
) {
  const [row] = await tx.insert(orders).values(values).returning()
  return row!
}

export async function insertOrderItems(
  tx: DbOrTx,
  orderId: string,
  items: { productId: string; price: number; productName: string; size: string }[],
) {
  return tx
    .insert(orderItems)
    .values(items.map((i) => ({ orderId, ...i })))
    .returning()
}

/** Takes ordered garments out of the member's cart and wishlist. */
export async function removeFromMemberLists(tx: DbOrTx, userId: string, productIds: string[]) {
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)))
  await tx
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.productId, productIds)))
}

export async function findOrderByIdempotencyKey(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
  return row ?? null
}

/** A live (not deleted) order. */
export async function findOrder(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
  return row ?? null
}

/** The order if it belongs to this member. */
export async function findMemberOrder(db: DbOrTx, userId: string, orderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.deletedAt)))
  return row ?? null
}

/** Locks one order row for a status change. */
export async function lockOrder(tx: DbOrTx, orderId: string) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)))
    .for('update')
  return row ?? null
}

export async function updateOrderStatus(tx: DbOrTx, orderId: string, status: number) {
  await tx.update(orders).set({ status, updatedAt: sql`now()` }).where(eq(orders.id, orderId))
}

export async function markOrderDeleted(tx: DbOrTx, orderId: string) {
  await tx.update(orders).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(orders.id, orderId))
}

/** The member's orders, newest first. */
export async function listMemberOrders(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), isNull(orders.deletedAt)))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
}

/** Items of these orders, in a stable order. */
export async function listOrderItems(db: DbOrTx, orderIds: string[]) {
  if (orderIds.length === 0) return []
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.productName), asc(orderItems.id))
}

/** True when err (or its cause, as drizzle wraps driver errors) is a unique violation of `constraint`. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint === constraint
  }
  return false
}
