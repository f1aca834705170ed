import type { CartItemDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'
import { notifyError } from '../lib/notify'
import { setList, updateGuestList, withoutLine } from './list-cache'
import { GUEST_SCOPE, type ListScope, useListScope } from './list-mode'

/** DELETE /api/cart/{productId}; answers the updated cart. */
export const deleteCartItem = (productId: string) =>
  api.delete<CartItemDto[]>(`/api/cart/${encodeURIComponent(productId)}`)

const removeFromCart = (scope: ListScope, productId: string) =>
  scope.mode === 'member'
    ? deleteCartItem(productId)
    : Promise.resolve(updateGuestList('cart', (items) => withoutLine(items, productId)))

/** Removes one garment from the cart. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient()
  const scope = useListScope() ?? GUEST_SCOPE
  return useMutation({
    mutationFn: (productId: string) => removeFromCart(scope, productId),
    onSuccess: (items) => setList(queryClient, 'cart', scope, items),
    onError: () => notifyError(sv.cart.toast.cartRemoveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  })
}
