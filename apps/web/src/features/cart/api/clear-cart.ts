import type { CartItemDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'
import { notifyError } from '../lib/notify'
import { writeGuestList } from './guest-lists'
import { setList } from './list-cache'
import { GUEST_SCOPE, type ListScope, useListScope } from './list-mode'

/** DELETE /api/cart/clear; answers the (empty) cart. */
export const deleteCart = () => api.delete<CartItemDto[]>('/api/cart/clear')

const clearCart = (scope: ListScope) =>
  scope.mode === 'member' ? deleteCart() : Promise.resolve(writeGuestList('cart', []))

/** Empties the cart. */
export function useClearCart() {
  const queryClient = useQueryClient()
  const scope = useListScope() ?? GUEST_SCOPE
  return useMutation({
    mutationFn: () => clearCart(scope),
    onSuccess: (items) => setList(queryClient, 'cart', scope, items),
    onError: () => notifyError(sv.cart.toast.cartClearFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  })
}
