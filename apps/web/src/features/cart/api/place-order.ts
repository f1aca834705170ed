import type { CartItemDto, OrderDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { api, isRefusal } from '../../../lib/api-client'
import { userContextQuery } from '../../../lib/session'
import { toAddBody } from './guest-lists'

/** POST /api/orders with the cart's items; the key makes a retried request return the first order. */
export const postOrder = (items: CartItemDto[], idempotencyKey: string) =>
  api.post<OrderDto>(
    '/api/orders',
    { items: items.map(toAddBody) },
    { headers: { 'Idempotency-Key': idempotencyKey } },
  )

/** A definite answer ends the attempt; a network failure or 5xx may be retried with the same key. */
const endsAttempt = isRefusal

/**
 * Places the order. One Idempotency-Key per checkout attempt: reused when the same garments are
 * sent again after a failure that gave no answer, renewed once the server has answered or the
 * garments changed.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient()
  const attempt = useRef<{ key: string; garments: string } | null>(null)
  return useMutation({
    mutationFn: (items: CartItemDto[]) => {
      const garments = items
        .map((i) => i.productId)
        .sort()
        .join(',')
      if (attempt.current?.garments !== garments) attempt.current = { key: crypto.randomUUID(), garments }
      return postOrder(items, attempt.current.key)
    },
    onSuccess: () => {
      attempt.current = null
    },
    onError: (err) => {
      if (endsAttempt(err)) attempt.current = null
    },
    // The cart was emptied, garments reserved and points debited (or the cart is stale): refetch.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: userContextQuery.queryKey }),
      ]),
  })
}
