import { z } from 'zod'
import { ApiErrorDto } from './common.js'

/** Order status numbers (spec §4). Any other value shows as unknown. */
export const ORDER_STATUS = { placed: 0, processing: 1, shipped: 2, delivered: 3, cancelled: 4 } as const
export const OrderStatus = z.number().int().min(0).max(4)

/** One garment of an order, as it was when ordered (name, size and price are a snapshot). */
export const OrderItemDto = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  size: z.string(),
  /** Points paid. */
  price: z.number().int(),
})
export type OrderItemDto = z.infer<typeof OrderItemDto>

/** An order as its member sees it: `GET /api/orders` lists these, newest first. */
export const OrderDto = z.object({
  id: z.uuid(),
  /** Sequential and human-readable: 10001, 10002, ... */
  orderNumber: z.number().int(),
  /** ISO 8601 timestamp. */
  created: z.string(),
  orderStatus: OrderStatus,
  totalPoints: z.number().int(),
  itemCount: z.number().int(),
  items: z.array(OrderItemDto),
})
export type OrderDto = z.infer<typeof OrderDto>

/**
 * `POST /api/orders`: the cart's items as the spec sends them. Only productId is read; the server
 * uses its own prices. Repeated productIds count once. 1–100 garments.
 */
export const PlaceOrderBody = z.object({
  items: z
    .array(z.object({ productId: z.uuid() }).loose())
    .min(1)
    .max(100),
})
export type PlaceOrderBody = z.infer<typeof PlaceOrderBody>

/** Optional `Idempotency-Key` header: the same key from the same member returns the first order. */
export const IdempotencyKey = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/)

/**
 * 409 on `POST /api/orders`. `reason` says why: `unavailable` (then `unavailableProductIds` lists the
 * garments to remove) or `insufficient_points` (then `balance` and `total`).
 */
export const OrderConflictDto = ApiErrorDto.extend({
  reason: z
    .enum(['unavailable', 'insufficient_points', 'idempotency_key_reused', 'order_deleted'])
    .optional(),
  unavailableProductIds: z.array(z.uuid()).optional(),
  balance: z.number().int().optional(),
  total: z.number().int().optional(),
})
export type OrderConflictDto = z.infer<typeof OrderConflictDto>
