import { useList } from './get-list'

/**
 * The current cart: GET /api/cart for members, the browser copy for visitors; shared with the
 * header count.
 */
export const useCart = () => useList('cart')
