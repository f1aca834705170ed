import { at, type Rows } from '../../hardening/matrix.entry.js'
import { TEST_PASSWORD } from '../../test/factories.js'

/**
 * The member's own data: the export and deleting the account (ADR 033).
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const privacyRows: Rows = {
  'GET /api/Users/me/export': { request: at('/api/Users/me/export') },
  'POST /api/Users/me/delete': {
    // Members delete an account of their own made for this row, so A and B stay for the rest.
    staffRefused: 'staff accounts come from ADMIN_EMAILS and would be made staff again (ADR 033)',
    request: async (w, who) => ({
      url: '/api/Users/me/delete',
      headers: who === 'a' || who === 'b' ? await w.throwawayMember() : undefined,
      payload: { password: TEST_PASSWORD },
    }),
  },
}
