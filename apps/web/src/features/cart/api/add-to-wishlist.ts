import type { CartItemDto, ProductDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'
import { notifyError, notifyInfo, notifySuccess } from '../lib/notify'
import { wishlistQuery } from './get-wishlist'
import { toAddBody, toListItem } from './guest-lists'
import { addLine } from './list-cache'
import { GUEST_SCOPE, useListScope } from './list-mode'

/** POST /api/wishlist with the same body as the cart. */
export const postWishlistItem = (item: CartItemDto) => api.post<unknown>('/api/wishlist', toAddBody(item))

/** Adds a garment to the wishlist (server or browser); toasts the result. */
export function useAddToWishlist(): (product: ProductDto) => void {
  const queryClient = useQueryClient()
  const scope = useListScope() ?? GUEST_SCOPE
  const { mutate } = useMutation({
    mutationFn: (product: ProductDto) =>
      addLine(queryClient, 'wishlist', scope, toListItem(product), postWishlistItem, wishlistQuery(scope)),
    onSuccess: (result) =>
      result === 'added'
        ? notifySuccess(sv.cart.toast.wishlistAdded)
        : notifyInfo(sv.cart.toast.wishlistAlready),
    onError: () => notifyError(sv.cart.toast.wishlistAddFailed),
  })
  return mutate
}
