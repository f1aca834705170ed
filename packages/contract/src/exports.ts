import { z } from 'zod'
import { OrderNumberSearch } from './admin-orders.js'
import { isoTime } from './common.js'

// Query strings of the CSV exports: the same filters as the staff lists they export. An empty
// value (a cleared filter in a shared link) means no filter.
const empty = z.literal('').transform(() => undefined)
const search = z.string().trim().max(200, 'Sökningen är för lång.').optional()
const moment = z.union([empty, isoTime]).optional()
const status = z
  .union([
    empty,
    z.coerce
      .number('Ogiltig status.')
      .int('Ogiltig status.')
      .min(0, 'Ogiltig status.')
      .max(4, 'Ogiltig status.'),
  ])
  .optional()

/** Query of `GET /api/orders/export.csv`: status 0–4, order number, created from/to (ISO). */
export const OrdersExportQuery = z.object({ status, search: OrderNumberSearch, from: moment, to: moment })
export type OrdersExportQuery = z.input<typeof OrdersExportQuery>

/** Query of `GET /api/users/export.csv`: name or e-mail. */
export const UsersExportQuery = z.object({ search })
export type UsersExportQuery = z.input<typeof UsersExportQuery>

/** Query of `GET /api/submissions-request/export.csv`: status 0–4, free text, created from/to (ISO). */
export const SubmissionsExportQuery = z.object({ status, search, from: moment, to: moment })
export type SubmissionsExportQuery = z.input<typeof SubmissionsExportQuery>
