import type { CartItemDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../components/ui/toast'
import type { ListKind } from './guest-lists'
import { setList, updateGuestList } from './list-cache'
import { GUEST_SCOPE, useListScope } from './list-mode'

interface ListChange<V> {
  /** The member's server call; it answers the changed list. */
  member: (value: V) => Promise<CartItemDto[]>
  /** The same change made to the visitor's browser copy. */
  guest: (items: CartItemDto[], value: V) => CartItemDto[]
  /** The toast when it fails. */
  failed: string
}

/**
 * One change to the cart or the wishlist (remove a line, clear it): on the server for members, in
 * the browser for visitors. The answer replaces the cached list; the list refetches afterwards.
 */
export function useListChange<V = void>(kind: ListKind, change: ListChange<V>) {
  const queryClient = useQueryClient()
  const scope = useListScope() ?? GUEST_SCOPE
  return useMutation({
    mutationFn: (value: V) =>
      scope.mode === 'member'
        ? change.member(value)
        : Promise.resolve(updateGuestList(kind, (items) => change.guest(items, value))),
    onSuccess: (items) => setList(queryClient, kind, scope, items),
    onError: () => toast.error(change.failed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [kind] }),
  })
}
