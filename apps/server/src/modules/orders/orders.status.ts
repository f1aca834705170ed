import { formatPoints, ORDER_STATUS, type OrderDto } from '@kladbyte/contract'
import { balance, countLedgerEntries, credit, debit, lockSpending } from '../../core/points/points.service.js'
import type { Db, Tx } from '../../db/client.js'
import { AppError, conflict, notFound } from '../../lib/errors.js'
import {
  findOrder,
  listOrderItems,
  lockOrder,
  lockProducts,
  markOrderDeleted,
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

type Locked = Awaited<ReturnType<typeof lockProducts>>

/**
 * Runs `change` on a locked live order. Locks in the same order as placing one (member, then
 * order, then garments by id), so a status change and a new order never deadlock.
 */
async function withLockedOrder(
  db: Db,
  orderId: string,
  change: (tx: Tx, order: OrderRow, garments: Locked) => Promise<number | null>,
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const found = await findOrder(tx, orderId)
    if (!found) throw notFound(ORDER_NOT_FOUND)
    await lockSpending(tx, found.userId)
    const order = await lockOrder(tx, orderId)
    // Deleted between the lookup and the lock.
    if (!order) throw notFound(ORDER_NOT_FOUND)
    const items = await listOrderItems(tx, [orderId])
    const garments = await lockProducts(
      tx,
      items.map((i) => i.productId),
    )
    const status = await change(tx, order, garments)
    if (status === null) return { order: toOrderDto(order, items), changed: false }
    await updateOrderStatus(tx, orderId, status)
    return { order: toOrderDto({ ...order, status }, items), changed: true }
  })
}

/**
 * Gives the order's points back and puts its garments back on sale. The first refund of an order
 * is `refund:<orderId>`; after a reactivation each further one is numbered (`refund:<orderId>:2`).
 */
async function refund(tx: Tx, order: OrderRow, garments: Locked): Promise<void> {
  const earlier = await countLedgerEntries(tx, `refund:${order.id}`)
  await credit(tx, {
    userId: order.userId,
    amount: order.totalPoints,
    reason: 'refund',
    sourceRef: earlier === 0 ? `refund:${order.id}` : `refund:${order.id}:${earlier + 1}`,
    note: `order ${order.orderNumber} avbruten`,
  })
  await setProductsState(
    tx,
    garments.map((g) => g.id),
    'available',
  )
}

/**
 * Takes a cancelled order's points again and reserves its garments again, or 409 when a garment
 * has been ordered by someone else (or archived) meanwhile, or the balance no longer covers it.
 */
async function recharge(tx: Tx, order: OrderRow, garments: Locked, status: number): Promise<void> {
  const gone = garments.filter((g) => g.state !== 'available' || g.archivedAt !== null)
  if (gone.length > 0) {
    throw conflict(
      `Ordern kan inte återaktiveras: ${gone.map((g) => g.name).join(', ')} finns inte längre kvar i butiken.`,
      { reason: 'unavailable', unavailableProductIds: gone.map((g) => g.id) },
    )
  }
  const current = await balance(tx, order.userId)
  if (current < order.totalPoints) {
    throw conflict(
      `Ordern kan inte återaktiveras: medlemmen har ${formatPoints(current)} men ordern kostar ${formatPoints(order.totalPoints)}.`,
      { reason: 'insufficient_points', balance: current, total: order.totalPoints },
    )
  }
  const refunds = await countLedgerEntries(tx, `refund:${order.id}`)
  await debit(tx, {
    userId: order.userId,
    amount: order.totalPoints,
    reason: 'order',
    sourceRef: `order:${order.id}:${refunds + 1}`,
    note: `order ${order.orderNumber} återaktiverad`,
  })
  await setProductsState(
    tx,
    garments.map((g) => g.id),
    status === ORDER_STATUS.delivered ? 'sold' : 'reserved',
  )
}

/**
 * Sets an order's status (staff). Any status may follow any other (spec §4): into 4 refunds, out
 * of 4 charges again; 3 (Levererad) marks the garments sold, 0–2 keep them reserved. Setting the
 * status an order already has changes nothing, even when called in parallel (4 refunds once).
 */
export async function setOrderStatus(db: Db, orderId: string, status: number): Promise<StatusChange> {
  if (!Number.isInteger(status) || status < 0 || status > 4) {
    throw new AppError('validation', 'Ogiltig orderstatus.')
  }
  return withLockedOrder(db, orderId, async (tx, order, garments) => {
    if (order.status === status) return null
    if (status === ORDER_STATUS.cancelled) {
      await refund(tx, order, garments)
    } else if (order.status === ORDER_STATUS.cancelled) {
      await recharge(tx, order, garments, status)
    } else {
      await setProductsState(
        tx,
        garments.map((g) => g.id),
        status === ORDER_STATUS.delivered ? 'sold' : 'reserved',
      )
    }
    return status
  })
}

/**
 * Deletes an order for staff: a not-cancelled one is cancelled first (points back, garments back
 * on sale) in the same transaction; the row and its ledger entries stay, hidden by `deleted_at`.
 */
export async function deleteOrder(db: Db, orderId: string): Promise<void> {
  await withLockedOrder(db, orderId, async (tx, order, garments) => {
    if (order.status !== ORDER_STATUS.cancelled) await refund(tx, order, garments)
    await markOrderDeleted(tx, orderId)
    return order.status === ORDER_STATUS.cancelled ? null : ORDER_STATUS.cancelled
  })
}
