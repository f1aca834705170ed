import type { Entry } from './matrix.entry.js'
import { ACCOUNT_ROWS } from './routes.accounts.js'
import { SHOP_ROWS } from './routes.shop.js'
import { SUBMISSION_ROWS } from './routes.submissions.js'

export type { Entry, MatrixRequest } from './matrix.entry.js'

// The access matrix's inputs: one entry per live route, keyed `METHOD url` exactly as Fastify
// registers it, split by area. A route without an entry, or an entry without a route, fails the
// matrix (ADR 030).

/** One row per live route, the plugins' (files, OpenAPI) included. */
export const MATRIX: Record<string, Entry> = { ...ACCOUNT_ROWS, ...SHOP_ROWS, ...SUBMISSION_ROWS }
