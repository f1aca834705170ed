import { at, type Rows, staffMail } from '../../hardening/matrix.entry.js'

/**
 * Orders: the member's calls and the staff's.
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const ordersRows: Rows = {
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
}
