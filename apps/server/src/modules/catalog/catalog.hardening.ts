import { at, n, type Rows } from '../../hardening/matrix.entry.js'
import type { World } from '../../hardening/world.js'

const productFields = (w: World) => ({
  name: `Matrisplagg ${n()}`,
  description: 'Fin',
  categoryId: w.category.id,
  size: 'M',
  price: 50,
  display: true,
})

/**
 * The catalogue: categories and products, the shop's calls and the staff's.
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const catalogRows: Rows = {
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
}
