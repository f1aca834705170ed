import { at, type Rows } from '../../hardening/matrix.entry.js'

/**
 * The cart (the member's own list: no ids of anyone else's) and moving wishlist garments into it.
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const cartRows: Rows = {
  'GET /api/cart': { request: at('/api/cart') },
  'POST /api/cart': {
    request: async (w) => ({ url: '/api/cart', payload: { productId: (await w.product()).id } }),
  },
  'DELETE /api/cart/:productId': { request: (w) => ({ url: `/api/cart/${w.cartProduct.id}` }) },
  'POST /api/cart/add-wishlist-item-to-cart/:id': {
    request: (w) => ({ url: `/api/cart/add-wishlist-item-to-cart/${w.wishProduct.id}` }),
  },
  'POST /api/cart/add-wishlist-to-cart': { request: at('/api/cart/add-wishlist-to-cart') },
  'DELETE /api/cart/clear': { request: at('/api/cart/clear') },
  'POST /api/cart/merge': {
    request: async (w) => ({ url: '/api/cart/merge', payload: { productIds: [(await w.product()).id] } }),
  },
}
