import { listQuery, useList } from './get-list'
import type { ListScope } from './list-mode'

/** The wishlist: GET /api/wishlist for members, the browser copy for visitors. */
export const wishlistQuery = (scope: ListScope) => listQuery('wishlist', scope)

/** The current wishlist (server or browser), shared with the header count. */
export const useWishlist = () => useList('wishlist')
