import type { CartItemDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { readGuestList } from './guest-lists'
import { GUEST_SCOPE, type ListScope, useListScope } from './list-mode'
import { useGuestMerge } from './merge-guest-lists'

/** GET /api/wishlist for members; the browser copy for visitors. */
export const fetchWishlist = (scope: ListScope, signal?: AbortSignal) =>
  scope.mode === 'member'
    ? api.get<CartItemDto[]>('/api/wishlist', { signal })
    : Promise.resolve(readGuestList('wishlist'))

/** The wishlist; `['wishlist']` is the prefix every wishlist change invalidates. */
export const wishlistQuery = (scope: ListScope) =>
  queryOptions({
    queryKey: ['wishlist', scope.key],
    queryFn: ({ signal }) => fetchWishlist(scope, signal),
    staleTime: scope.mode === 'member' ? 30_000 : Number.POSITIVE_INFINITY,
  })

/** The current wishlist (server or browser), shared with the header count. */
export function useWishlist() {
  const scope = useListScope()
  useGuestMerge()
  const query = useQuery({ ...wishlistQuery(scope ?? GUEST_SCOPE), enabled: scope !== null })
  return { ...query, scope, items: query.data ?? [] }
}
