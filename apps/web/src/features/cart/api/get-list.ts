import type { CartItemDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { type ListKind, readGuestList } from './guest-lists'
import { GUEST_SCOPE, type ListScope, useListScope } from './list-mode'
import { useGuestMerge } from './merge-guest-lists'

/** GET /api/cart or /api/wishlist for members; the browser copy for visitors. */
export const fetchList = (kind: ListKind, scope: ListScope, signal?: AbortSignal) =>
  scope.mode === 'member'
    ? api.get<CartItemDto[]>(`/api/${kind}`, { signal })
    : Promise.resolve(readGuestList(kind))

/** One list; `[kind]` is the prefix every change of that list invalidates. */
export const listQuery = (kind: ListKind, scope: ListScope) =>
  queryOptions({
    queryKey: [kind, scope.key],
    queryFn: ({ signal }) => fetchList(kind, scope, signal),
    staleTime: scope.mode === 'member' ? 30_000 : Number.POSITIVE_INFINITY,
  })

/** The current list (server or browser), shared with the header count. */
export function useList(kind: ListKind) {
  const scope = useListScope()
  useGuestMerge()
  const query = useQuery({ ...listQuery(kind, scope ?? GUEST_SCOPE), enabled: scope !== null })
  return { ...query, scope, items: query.data ?? [] }
}
