import { at, type Rows } from '../../hardening/matrix.entry.js'

/**
 * Health and readiness.
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const healthRows: Rows = {
  'GET /api/health': { request: at('/api/health') },
  'GET /api/ready': { request: at('/api/ready') },
}
