import { at, type Rows } from '../../hardening/matrix.entry.js'

/**
 * The public media files (products and the like).
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const mediaRows: Rows = {
  'GET /media/*': { request: at('/media/products/finns-inte/320.webp') },
}
