import type { CartItemDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'
import { notifyError } from '../lib/notify'
import { writeGuestList } from './guest-lists'
import { setList } from './list-cache'
import { GUEST_SCOPE, type ListScope, useListScope } from './list-mode'

/** DELETE /api/wishlist/clear; answers the (empty) wishlist. */
export const deleteWishlist = () => api.delete<CartItemDto[]>('/api/wishlist/clear')

const clearWishlist = (scope: ListScope) =>
  scope.mode === 'member' ? deleteWishlist() : Promise.resolve(writeGuestList('wishlist', []))

/** Empties the wishlist. */
export function useClearWishlist() {
  const queryClient = useQueryClient()
  const scope = useListScope() ?? GUEST_SCOPE
  return useMutation({
    mutationFn: () => clearWishlist(scope),
    onSuccess: (items) => setList(queryClient, 'wishlist', scope, items),
    onError: () => notifyError(sv.cart.toast.wishlistClearFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['wishlist'] }),
  })
}
