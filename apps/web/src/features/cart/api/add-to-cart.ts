import type { CartItemDto, ProductDto } from '@kladbyte/contract'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'
import { useAddToList } from './add-to-list'
import { toAddBody } from './guest-lists'

export { useAddToWishlist } from './add-to-wishlist'

/** POST /api/cart with the spec's body. */
export const postCartItem = (item: CartItemDto) => api.post<unknown>('/api/cart', toAddBody(item))

const t = sv.cart.toast

/** Adds a garment to the cart (server cart for members, browser cart for visitors); toasts the result. */
export const useAddToCart = (): ((product: ProductDto) => void) =>
  useAddToList('cart', postCartItem, { added: t.cartAdded, already: t.cartAlready, failed: t.cartAddFailed })
