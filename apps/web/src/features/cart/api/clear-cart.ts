import type { CartItemDto } from '@kladbyte/contract'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'
import { useListChange } from './list-change'

/** DELETE /api/cart/clear; answers the (empty) cart. */
export const deleteCart = () => api.delete<CartItemDto[]>('/api/cart/clear')

/** Empties the cart. */
export const useClearCart = () =>
  useListChange('cart', { member: deleteCart, guest: () => [], failed: sv.cart.toast.cartClearFailed })
