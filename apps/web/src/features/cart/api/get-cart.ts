import type { CartItemDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { readGuestList } from './guest-lists'
import { GUEST_SCOPE, type ListScope, useListScope } from './list-mode'
import { useGuestMerge } from './merge-guest-lists'

/** GET /api/cart for members; the browser copy for visitors. */
export const fetchCart = (scope: ListScope, signal?: AbortSignal) =>
  scope.mode === 'member'
    ? api.get<CartItemDto[]>('/api/cart', { signal })
    : Promise.resolve(readGuestList('cart'))

/** The cart; `['cart']` is the prefix every cart change invalidates. */
export const cartQuery = (scope: ListScope) =>
  queryOptions({
    queryKey: ['cart', scope.key],
    queryFn: ({ signal }) => fetchCart(scope, signal),
    staleTime: scope.mode === 'member' ? 30_000 : Number.POSITIVE_INFINITY,
  })

/** The current cart (server or browser), shared with the header count. */
export function useCart() {
  const scope = useListScope()
  useGuestMerge()
  const query = useQuery({ ...cartQuery(scope ?? GUEST_SCOPE), enabled: scope !== null })
  return { ...query, scope, items: query.data ?? [] }
}
