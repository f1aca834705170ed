import type { CartItemDto, ProductDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'
import { notifyError, notifyInfo, notifySuccess } from '../lib/notify'
import { cartQuery } from './get-cart'
import { toAddBody, toListItem } from './guest-lists'
import { addLine } from './list-cache'
import { GUEST_SCOPE, useListScope } from './list-mode'

export { useAddToWishlist } from './add-to-wishlist'

/** POST /api/cart with the spec's body. */
export const postCartItem = (item: CartItemDto) => api.post<unknown>('/api/cart', toAddBody(item))

/** Adds a garment to the cart (server cart for members, browser cart for visitors); toasts the result. */
export function useAddToCart(): (product: ProductDto) => void {
  const queryClient = useQueryClient()
  const scope = useListScope() ?? GUEST_SCOPE
  const { mutate } = useMutation({
    mutationFn: (product: ProductDto) =>
      addLine(queryClient, 'cart', scope, toListItem(product), postCartItem, cartQuery(scope)),
    onSuccess: (result) =>
      result === 'added' ? notifySuccess(sv.cart.toast.cartAdded) : notifyInfo(sv.cart.toast.cartAlready),
    onError: () => notifyError(sv.cart.toast.cartAddFailed),
  })
  return mutate
}
