import { ORDER_STATUS, type OrderDto } from '@kladbyte/contract'
import type { Db, Tx } from '../../db/client.js'
import { AppError, conflict, notFound } from '../../lib/errors.js'
import { credit, lockSpending } from '../points/points.service.js'
import {
  findOrder,
  listOrderItems,
  lockOrder,
  lockProducts,
  type OrderRow,
  setProductsState,
  updateOrderStatus,
} from './orders.repository.js'
import { ORDER_NOT_FOUND, toOrderDto } from './orders.service.js'

export interface StatusChange {
  order: OrderDto
  /** False when the order already had that status (a repeated call changes nothing). */
  changed: boolean
}

/**
 * Runs `change` on a locked order. Locks in the same order as placing one (member, then order,
 * then garments by id), so a status change and a new order never deadlock.
 */
async function withLockedOrder(
  db: Db,
  orderId: string,
  change: (tx: Tx, order: OrderRow, productIds: string[]) => Promise<number | null>,
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const found = await findOrder(tx, orderId)
    if (!found) throw notFound(ORDER_NOT_FOUND)
    await lockSpending(tx, found.userId)
    const order = (await lockOrder(tx, orderId))!
    const items = await listOrderItems(tx, [orderId])
    const productIds = items.map((i) => i.productId)
    await lockProducts(tx, productIds)
    const status = await change(tx, order, productIds)
    if (status === null) return { order: toOrderDto(order, items), changed: false }
    await updateOrderStatus(tx, orderId, status)
    return { order: toOrderDto({ ...order, status }, items), changed: true }
  })
}

/**
 * Cancels an order (status 4) once: refunds its points (sourceRef `refund:<orderId>`) and puts its
 * garments back on sale. Calling it again, even in parallel, changes nothing.
 */
export async function cancelOrder(db: Db, orderId: string): Promise<StatusChange> {
  return withLockedOrder(db, orderId, async (tx, order, productIds) => {
    if (order.status === ORDER_STATUS.cancelled) return null
    await credit(tx, {
      userId: order.userId,
      amount: order.totalPoints,
      reason: 'refund',
      sourceRef: `refund:${order.id}`,
    })
    await setProductsState(tx, productIds, 'available')
    return ORDER_STATUS.cancelled
  })
}

/**
 * Sets an order's status (staff). 4 cancels (see cancelOrder); 3 (Levererad) marks its garments
 * sold; 0–2 keep them reserved. A cancelled order cannot be reopened: its garments may be gone.
 */
export async function setOrderStatus(db: Db, orderId: string, status: number): Promise<StatusChange> {
  if (status === ORDER_STATUS.cancelled) return cancelOrder(db, orderId)
  if (!Number.isInteger(status) || status < 0 || status > 4) {
    throw new AppError('validation', 'Ogiltig orderstatus.')
  }
  return withLockedOrder(db, orderId, async (tx, order, productIds) => {
    if (order.status === ORDER_STATUS.cancelled) {
      throw conflict('En avbruten beställning kan inte öppnas igen.')
    }
    if (order.status === status) return null
    await setProductsState(tx, productIds, status === ORDER_STATUS.delivered ? 'sold' : 'reserved')
    return status
  })
}
