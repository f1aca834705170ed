import { listQuery, useList } from './get-list'
import type { ListScope } from './list-mode'

/** The cart: GET /api/cart for members, the browser copy for visitors. */
export const cartQuery = (scope: ListScope) => listQuery('cart', scope)

/** The current cart (server or browser), shared with the header count. */
export const useCart = () => useList('cart')
