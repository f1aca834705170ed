import type { CartItemDto, ProductDto } from '@kladbyte/contract'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'
import { useAddToList } from './add-to-list'
import { toAddBody } from './guest-lists'

/** POST /api/wishlist with the same body as the cart. */
export const postWishlistItem = (item: CartItemDto) => api.post<unknown>('/api/wishlist', toAddBody(item))

const t = sv.cart.toast

/** Adds a garment to the wishlist (server or browser); toasts the result. */
export const useAddToWishlist = (): ((product: ProductDto) => void) =>
  useAddToList('wishlist', postWishlistItem, {
    added: t.wishlistAdded,
    already: t.wishlistAlready,
    failed: t.wishlistAddFailed,
  })
