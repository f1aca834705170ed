import { formatPoints, type OrderDto } from '@kladbyte/contract'
import { balance, debit, lockSpending } from '../../core/points/points.service.js'
import type { Db, DbOrTx } from '../../db/client.js'
import { conflict, forbidden, notFound } from '../../lib/errors.js'
import { isMembershipActive } from '../membership/public.js'
import {
  findMemberOrder,
  findOrderByIdempotencyKey,
  insertOrder,
  insertOrderItems,
  isUniqueViolation,
  listMemberOrders,
  listOrderItems,
  lockProducts,
  type OrderItemRow,
  type OrderRow,
  removeFromMemberLists,
  setProductsState,
} from './orders.repository.js'

const NO_MEMBERSHIP = 'Du behöver ett aktivt medlemskap för att få kunna handla produkter.'
export const ORDER_NOT_FOUND = 'Beställningen finns inte.'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface PlaceOrderInput {
  userId: string
  productIds: string[]
  idempotencyKey?: string
}

export interface PlaceOrderResult {
  order: OrderDto
  /** True when the Idempotency-Key had already placed this order (nothing new happened). */
  replayed: boolean
}

/** The API shape of an order with its items. */
export function toOrderDto(order: OrderRow, items: OrderItemRow[]): OrderDto {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    created: order.createdAt.toISOString(),
    orderStatus: order.status,
    totalPoints: order.totalPoints,
    itemCount: items.length,
    // One stable order for every answer (placing, listing, reading): by name, then id.
    items: [...items]
      .sort((a, b) => a.productName.localeCompare(b.productName, 'sv') || a.id.localeCompare(b.id))
      .map((i) => ({
        id: i.id,
        productId: i.productId,
        productName: i.productName,
        size: i.size,
        price: i.price,
      })),
  }
}

/** Loads an order's items and returns its API shape. */
async function loadOrderDto(db: DbOrTx, order: OrderRow): Promise<OrderDto> {
  return toOrderDto(order, await listOrderItems(db, [order.id]))
}

function unavailableMessage(names: string[]): string {
  if (names.length === 1)
    return `Produkten ${names[0]} är inte längre tillgänglig. Ta bort den ur varukorgen.`
  return `Följande produkter är inte längre tillgängliga: ${names.join(', ')}. Ta bort dem ur varukorgen.`
}

/**
 * A repeated Idempotency-Key returns the first order, but only for the same garments, and not
 * once staff have deleted it (its points are back and it is in no list; a confirmation would lie).
 */
async function replay(db: DbOrTx, order: OrderRow, productIds: string[]): Promise<PlaceOrderResult> {
  if (order.deletedAt) {
    throw conflict('Beställningen har tagits bort av personalen. Lägg en ny beställning.', {
      reason: 'order_deleted',
    })
  }
  const dto = await loadOrderDto(db, order)
  const ordered = new Set(dto.items.map((i) => i.productId))
  if (ordered.size !== productIds.length || productIds.some((id) => !ordered.has(id))) {
    throw conflict('Idempotency-Key har redan använts för en annan beställning.', {
      reason: 'idempotency_key_reused',
    })
  }
  return { order: dto, replayed: true }
}

/**
 * Orders garments at the server's prices in one transaction: the member's row is locked first
 * (serialising their spending), then membership, the garments (locked in id order), availability
 * and balance are checked; the order, its items, the debit, the reservations and the cleaned cart
 * are written together or not at all.
 */
async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { userId, idempotencyKey: key } = input
  const productIds = [...new Set(input.productIds)]
  try {
    return await db.transaction(async (tx) => {
      await lockSpending(tx, userId)
      if (key) {
        const existing = await findOrderByIdempotencyKey(tx, userId, key)
        if (existing) return replay(tx, existing, productIds)
      }
      if (!(await isMembershipActive(tx, userId))) throw forbidden(NO_MEMBERSHIP)

      const locked = new Map((await lockProducts(tx, productIds)).map((p) => [p.id, p]))
      const gone = productIds.filter((id) => {
        const p = locked.get(id)
        return !p?.display || p.state !== 'available'
      })
      if (gone.length > 0) {
        const names = gone.map((id) => locked.get(id)?.name ?? 'okänd produkt')
        throw conflict(unavailableMessage(names), { reason: 'unavailable', unavailableProductIds: gone })
      }

      const garments = productIds.map((id) => locked.get(id)!)
      const total = garments.reduce((sum, p) => sum + p.price, 0)
      const current = await balance(tx, userId)
      if (current < total) {
        throw conflict(`Du har ${formatPoints(current)} men beställningen kostar ${formatPoints(total)}.`, {
          reason: 'insufficient_points',
          balance: current,
          total,
        })
      }

      const order = await insertOrder(tx, { userId, totalPoints: total, idempotencyKey: key ?? null })
      await debit(tx, { userId, amount: total, reason: 'order', sourceRef: `order:${order.id}` })
      const items = await insertOrderItems(
        tx,
        order.id,
        garments.map((p) => ({ productId: p.id, price: p.price, productName: p.name, size: p.size })),
      )
      await setProductsState(tx, productIds, 'reserved')
      await removeFromMemberLists(tx, userId, productIds)
      return { order: toOrderDto(order, items), replayed: false }
    })
  } catch (err) {
    // Two requests with one key that both got past the lookup: the loser's transaction is rolled
    // back by now, and the winner's order is committed, so answer with it.
    if (key && isUniqueViolation(err, 'orders_idempotency_idx')) {
      const existing = await findOrderByIdempotencyKey(db, userId, key)
      if (existing) return replay(db, existing, productIds)
    }
    throw err
  }
}

/** The member's orders with their items, newest first. */
async function listOrders(db: DbOrTx, userId: string): Promise<OrderDto[]> {
  const orders = await listMemberOrders(db, userId)
  const byOrder = new Map<string, OrderItemRow[]>()
  for (const item of await listOrderItems(
    db,
    orders.map((o) => o.id),
  )) {
    byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item])
  }
  return orders.map((o) => toOrderDto(o, byOrder.get(o.id) ?? []))
}

/** One of the member's own orders; someone else's, an unknown or a malformed id is 404. */
async function getOrder(db: DbOrTx, userId: string, orderId: string): Promise<OrderDto> {
  if (!UUID.test(orderId)) throw notFound(ORDER_NOT_FOUND)
  const order = await findMemberOrder(db, userId, orderId)
  if (!order) throw notFound(ORDER_NOT_FOUND)
  return loadOrderDto(db, order)
}

/** The orders module's service, bound to its database (built by the module plugin). */
export function createOrdersService({ db }: { db: Db }) {
  return {
    place: (input: PlaceOrderInput) => placeOrder(db, input),
    list: (userId: string) => listOrders(db, userId),
    get: (userId: string, orderId: string) => getOrder(db, userId, orderId),
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>
