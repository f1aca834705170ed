import { at, type Rows } from '../../hardening/matrix.entry.js'

/**
 * The contact form and the shop settings, public and for staff.
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const contactRows: Rows = {
  'GET /api/admin/settings': { request: at('/api/admin/settings') },
  'PUT /api/admin/settings': { request: (w) => ({ url: '/api/admin/settings', payload: w.settings }) },
  'GET /api/settings/public': { request: at('/api/settings/public') },
  'POST /api/contact/form': {
    request: () => ({
      url: '/api/contact/form',
      payload: { name: 'Eva', email: 'eva@example.com', message: 'Hej!' },
    }),
  },
}
