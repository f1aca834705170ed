import type { CartItemDto } from '@kladbyte/contract'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'
import { withoutLine } from './list-cache'
import { useListChange } from './list-change'

/** DELETE /api/wishlist/{id} (the garment's id); answers the updated wishlist. */
export const deleteWishlistItem = (productId: string) =>
  api.delete<CartItemDto[]>(`/api/wishlist/${encodeURIComponent(productId)}`)

/** Removes one garment from the wishlist. */
export const useRemoveFromWishlist = () =>
  useListChange<string>('wishlist', {
    member: deleteWishlistItem,
    guest: withoutLine,
    failed: sv.cart.toast.wishlistRemoveFailed,
  })
