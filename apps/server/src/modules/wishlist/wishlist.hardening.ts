import { at, type Rows } from '../../hardening/matrix.entry.js'

/**
 * The wishlist (the member's own list: no ids of anyone else's).
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const wishlistRows: Rows = {
  'GET /api/wishlist': { request: at('/api/wishlist') },
  'POST /api/wishlist': {
    request: async (w) => ({ url: '/api/wishlist', payload: { productId: (await w.product()).id } }),
  },
  'DELETE /api/wishlist/:id': { request: (w) => ({ url: `/api/wishlist/${w.wishProduct.id}` }) },
  'DELETE /api/wishlist/clear': { request: at('/api/wishlist/clear') },
  'POST /api/wishlist/merge': {
    request: async (w) => ({ url: '/api/wishlist/merge', payload: { productIds: [(await w.product()).id] } }),
  },
}
