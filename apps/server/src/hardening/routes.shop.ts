import { event, signer, WEBHOOK_SECRET } from '../modules/membership/membership.stripe.fixtures.js'
import { at, type Entry, n, productFields, staffMail } from './matrix.entry.js'

/** Matrix rows: cart, wishlist, catalogue, orders and membership. */
export const SHOP_ROWS: Record<string, Entry> = {
  // Cart and wishlist (the member's own lists: no ids of anyone else's)
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
  'GET /api/wishlist': { request: at('/api/wishlist') },
  'POST /api/wishlist': {
    request: async (w) => ({ url: '/api/wishlist', payload: { productId: (await w.product()).id } }),
  },
  'DELETE /api/wishlist/:id': { request: (w) => ({ url: `/api/wishlist/${w.wishProduct.id}` }) },
  'DELETE /api/wishlist/clear': { request: at('/api/wishlist/clear') },
  'POST /api/wishlist/merge': {
    request: async (w) => ({ url: '/api/wishlist/merge', payload: { productIds: [(await w.product()).id] } }),
  },

  // Catalogue
  'GET /api/category': { request: at('/api/category') },
  'POST /api/category': {
    request: () => ({ url: '/api/category', payload: { name: `Matris ${n()}`, parent: null } }),
  },
  'PUT /api/category': {
    request: async (w) => ({
      url: '/api/category',
      payload: { id: (await w.freshCategory()).id, name: `Bytt ${n()}`, display: true, parent: null },
    }),
  },
  'DELETE /api/category/:id': {
    request: async (w) => ({ url: `/api/category/${(await w.freshCategory()).id}` }),
  },
  'GET /api/category/all': { request: at('/api/category/all') },
  'GET /api/category/tree': { request: at('/api/category/tree') },
  'POST /api/products': { request: (w) => ({ url: '/api/products', payload: productFields(w) }) },
  'PUT /api/products': {
    request: async (w) => ({
      url: '/api/products',
      payload: { ...productFields(w), id: (await w.product()).id },
    }),
  },
  'DELETE /api/products/:id': { request: async (w) => ({ url: `/api/products/${(await w.product()).id}` }) },
  'GET /api/products/:id': { request: (w) => ({ url: `/api/products/${w.shopProduct.id}` }) },
  'GET /api/products/admin/search': {
    request: (w) => ({ url: `/api/products/admin/search?page=1&categoryId=${w.category.id}` }),
  },
  'GET /api/products/all/:skip/:take': { request: at('/api/products/all/0/10') },
  'GET /api/products/category/:id/:skip/:take/:sort': {
    request: (w) => ({ url: `/api/products/category/${w.category.id}/0/10/newest` }),
  },
  'GET /api/products/mainCategory/:id/:skip/:take/:sort': {
    request: (w) => ({ url: `/api/products/mainCategory/${w.category.id}/0/10/newest` }),
  },
  'DELETE /api/products/image/:imageId': {
    request: async (w) => ({ url: `/api/products/image/${(await w.freshImage(w.shopProduct.id)).id}` }),
  },
  'POST /api/products/image/:productId': {
    request: async (w) => ({
      url: `/api/products/image/${(await w.product()).id}`,
      payload: { blob: w.jpegBase64, main: true },
    }),
  },
  'PUT /api/products/image/main/:productId/:imageId': {
    request: (w) => ({ url: `/api/products/image/main/${w.shopProduct.id}/${w.shopImage.id}` }),
  },
  'GET /api/products/images/:productId': {
    request: (w) => ({ url: `/api/products/images/${w.shopProduct.id}` }),
  },
  'GET /api/products/search': { request: at('/api/products/search?search=Plagg&page=1&pageSize=10') },

  // Orders
  'GET /api/orders': { request: at('/api/orders') },
  'POST /api/orders': {
    request: async (w) => ({
      url: '/api/orders',
      payload: { items: [{ productId: (await w.product()).id }] },
    }),
  },
  'GET /api/orders/:id': { request: (w) => ({ url: `/api/orders/${w.orderId}` }) },
  'DELETE /api/orders/:id': { request: async (w) => ({ url: `/api/orders/${await w.order()}` }) },
  'POST /api/orders/:id/email': {
    request: (w) => ({ url: `/api/orders/${w.orderId}/email`, payload: staffMail(w) }),
  },
  'PUT /api/orders/:id/status/:status': {
    request: async (w) => ({ url: `/api/orders/${await w.order()}/status/1` }),
  },
  'GET /api/orders/export.csv': { request: at('/api/orders/export.csv?status=0') },
  'GET /api/orders/paged': { request: at('/api/orders/paged?page=1&pageSize=10') },

  // Membership
  'GET /api/subscription/config': { request: at('/api/subscription/config') },
  'POST /api/subscription/create-checkout-session': {
    request: at('/api/subscription/create-checkout-session'),
  },
  'GET /api/subscription/session-status': {
    staffNotOwner: "a payment session is the member's own; staff see memberships on the customer page",
    request: (w) => ({ url: `/api/subscription/session-status?session_id=${w.checkoutSessionId}` }),
  },
  'POST /api/subscription/test-complete': {
    staffNotOwner: 'only the member completes their own test-mode checkout',
    request: async (w) => ({
      url: '/api/subscription/test-complete',
      payload: { sessionId: await w.checkout() },
    }),
  },
  'POST /api/subscription/cancel': { last: 1, request: at('/api/subscription/cancel') },
  'GET /api/users/subscription': { request: at('/api/users/subscription') },
  'POST /api/subscription/webhook': {
    stripeOnly: true,
    request: () => {
      // An event type the shop ignores: signed as Stripe signs, so only the session rules are tested.
      const payload = event('customer.created', { id: `cus_${n()}`, object: 'customer' })
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
      return {
        url: '/api/subscription/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      }
    },
  },

  // Search engines (robots.txt and the sitemaps, ADR 035)
  'GET /robots.txt': { request: at('/robots.txt') },
  'GET /sitemap.xml': { request: at('/sitemap.xml') },
  'GET /sitemap-pages.xml': { request: at('/sitemap-pages.xml') },
  'GET /sitemap-products-:n.xml': { request: at('/sitemap-products-1.xml') },
}
