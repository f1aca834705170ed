import { at, type Rows } from '../../hardening/matrix.entry.js'

/**
 * The staff's dashboard.
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const dashboardRows: Rows = {
  'GET /api/admin/dashboard': { request: at('/api/admin/dashboard') },
}
