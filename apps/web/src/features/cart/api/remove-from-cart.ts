import type { CartItemDto } from '@kladbyte/contract'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'
import { withoutLine } from './list-cache'
import { useListChange } from './list-change'

/** DELETE /api/cart/{productId}; answers the updated cart. */
export const deleteCartItem = (productId: string) =>
  api.delete<CartItemDto[]>(`/api/cart/${encodeURIComponent(productId)}`)

/** Removes one garment from the cart. */
export const useRemoveFromCart = () =>
  useListChange<string>('cart', {
    member: deleteCartItem,
    guest: withoutLine,
    failed: sv.cart.toast.cartRemoveFailed,
  })
