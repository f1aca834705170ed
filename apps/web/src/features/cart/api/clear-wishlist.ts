import type { CartItemDto } from '@kladbyte/contract'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'
import { useListChange } from './list-change'

/** DELETE /api/wishlist/clear; answers the (empty) wishlist. */
export const deleteWishlist = () => api.delete<CartItemDto[]>('/api/wishlist/clear')

/** Empties the wishlist. */
export const useClearWishlist = () =>
  useListChange('wishlist', {
    member: deleteWishlist,
    guest: () => [],
    failed: sv.cart.toast.wishlistClearFailed,
  })
