import { at, type Rows } from '../../hardening/matrix.entry.js'
import { TEST_PASSWORD } from '../../test/factories.js'

/**
 * Signing in and out, the session check and the CSRF token.
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const authRows: Rows = {
  'POST /api/Authentication/authenticate': {
    // Signing in replaces the session it was sent with: a fresh one keeps the caller's standing session.
    request: async (w, who) => ({
      url: '/api/Authentication/authenticate',
      headers: await w.freshHeaders(who),
      payload: { username: w.a.user.email, password: TEST_PASSWORD },
    }),
  },
  'GET /api/Authentication/logout': {
    last: 2,
    request: async (w, who) => ({ url: '/api/Authentication/logout', headers: await w.freshHeaders(who) }),
  },
  'GET /api/Authentication/validatetoken': { request: at('/api/Authentication/validatetoken') },
  'GET /api/csrfToken': { request: at('/api/csrfToken') },
}
