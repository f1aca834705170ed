import { authRows } from '../modules/auth/auth.hardening.js'
import { cartRows } from '../modules/cart/cart.hardening.js'
import { catalogRows } from '../modules/catalog/catalog.hardening.js'
import { chatRows } from '../modules/chat/chat.hardening.js'
import { contactRows } from '../modules/contact/contact.hardening.js'
import { dashboardRows } from '../modules/dashboard/dashboard.hardening.js'
import { healthRows } from '../modules/health/health.hardening.js'
import { mediaRows } from '../modules/media/media.hardening.js'
import { membershipRows } from '../modules/membership/membership.hardening.js'
import { ordersRows } from '../modules/orders/orders.hardening.js'
import { pointsGuideRows } from '../modules/points-guide/points-guide.hardening.js'
import { privacyRows } from '../modules/privacy/privacy.hardening.js'
import { sitemapRows } from '../modules/sitemap/sitemap.hardening.js'
import { submissionsRows } from '../modules/submissions/submissions.hardening.js'
import { usersRows } from '../modules/users/users.hardening.js'
import { wishlistRows } from '../modules/wishlist/wishlist.hardening.js'
import type { Entry, Rows } from './matrix.entry.js'
import { PLUGIN_ROWS } from './routes.plugins.js'

export type { Entry, MatrixRequest, Rows } from './matrix.entry.js'

// The access matrix's inputs (ADR 030): one row per live route, keyed `METHOD url` exactly as Fastify
// registers it. A module's rows live beside its routes, in modules/<m>/<m>.hardening.ts, listed here
// once; the routes no module registers have theirs in routes.plugins.ts. A route without a row, or a
// row without a route, fails the matrix, which names the file the row belongs in.

/** Each feature module's rows, by its folder under modules/ (routes.table.test.ts checks the list). */
export const MODULE_ROWS: Record<string, Rows> = {
  auth: authRows,
  cart: cartRows,
  catalog: catalogRows,
  chat: chatRows,
  contact: contactRows,
  dashboard: dashboardRows,
  health: healthRows,
  media: mediaRows,
  membership: membershipRows,
  orders: ordersRows,
  'points-guide': pointsGuideRows,
  privacy: privacyRows,
  sitemap: sitemapRows,
  submissions: submissionsRows,
  users: usersRows,
  wishlist: wishlistRows,
}

export const rowsFile = (module: string) => `modules/${module}/${module}.hardening.ts`
export const PLUGIN_ROWS_FILE = 'hardening/routes.plugins.ts'

const sources: [file: string, rows: Rows][] = [
  ...Object.entries(MODULE_ROWS).map(([m, rows]): [string, Rows] => [rowsFile(m), rows]),
  [PLUGIN_ROWS_FILE, PLUGIN_ROWS],
]

/** The file each row comes from, by its key. */
export const ROW_FILES: Record<string, string[]> = {}
for (const [file, rows] of sources)
  for (const key of Object.keys(rows)) ROW_FILES[key] = [...(ROW_FILES[key] ?? []), file]

/** One row per live route, the plugins' (files, OpenAPI, pages) included. */
export const MATRIX: Record<string, Entry> = Object.fromEntries(
  sources.flatMap(([, rows]) => Object.entries(rows)),
)

const segments = (key: string) => key.split(' ')[1]!.split('?')[0]!.split('/').filter(Boolean)

/**
 * Where the row of a route without one goes: the rows file whose keys share the longest leading path
 * with it (at least `/api/<area>`), else the file of the module that registers it.
 */
export function rowGoesTo(key: string): string {
  const path = segments(key)
  const shared = (other: string) => {
    const o = segments(other)
    let i = 0
    while (i < path.length && i < o.length && path[i] === o[i]) i++
    return i
  }
  const score = new Map<string, number>()
  for (const [file, rows] of sources)
    score.set(file, Math.max(0, ...Object.keys(rows).map((k) => (k === key ? 0 : shared(k)))))
  const best = Math.max(...score.values())
  const files = [...score].filter(([, s]) => s === best).map(([f]) => f)
  const fallback = `modules/<m>/<m>.hardening.ts of the module that registers it (listed in hardening/routes.table.ts)`
  if (best < 2) return `add a row to ${fallback}, or to ${PLUGIN_ROWS_FILE} for a route of plugins/`
  if (files.length === 1) return `add a row to ${files[0]}`
  return `add a row to ${fallback}: one of ${files.join(', ')}`
}
