import type { CartItemDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'
import { notifyError } from '../lib/notify'
import { setList, updateGuestList, withoutLine } from './list-cache'
import { GUEST_SCOPE, type ListScope, useListScope } from './list-mode'

/** DELETE /api/wishlist/{id} (the garment's id); answers the updated wishlist. */
export const deleteWishlistItem = (productId: string) =>
  api.delete<CartItemDto[]>(`/api/wishlist/${encodeURIComponent(productId)}`)

const removeFromWishlist = (scope: ListScope, productId: string) =>
  scope.mode === 'member'
    ? deleteWishlistItem(productId)
    : Promise.resolve(updateGuestList('wishlist', (items) => withoutLine(items, productId)))

/** Removes one garment from the wishlist. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient()
  const scope = useListScope() ?? GUEST_SCOPE
  return useMutation({
    mutationFn: (productId: string) => removeFromWishlist(scope, productId),
    onSuccess: (items) => setList(queryClient, 'wishlist', scope, items),
    onError: () => notifyError(sv.cart.toast.wishlistRemoveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['wishlist'] }),
  })
}
