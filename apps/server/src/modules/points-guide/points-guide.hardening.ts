import { at, type Rows } from '../../hardening/matrix.entry.js'

/**
 * The points guide: the public table and staff editing it.
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const pointsGuideRows: Rows = {
  'GET /api/admin/points-guide': { request: at('/api/admin/points-guide') },
  'PUT /api/admin/points-guide': {
    request: (w) => ({
      url: '/api/admin/points-guide',
      payload: { entries: [{ categoryId: w.category.id, points: 20 }] },
    }),
  },
  'GET /api/points-guide': { request: at('/api/points-guide') },
}
