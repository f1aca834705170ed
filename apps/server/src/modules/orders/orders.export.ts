import { ApiErrorDto, EXPORT_PATHS, OrdersExportQuery } from '@kladbyte/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.js'
import type { CsvColumn } from '../../lib/csv.js'
import { sendCsv } from '../../lib/csv-reply.js'

const ErrorDto = ApiErrorDto.loose()
const STATUS = ['Beställd', 'Behandlas', 'Skickad', 'Levererad', 'Avbruten']

interface OrderExportRow {
  orderNumber: number
  createdAt: Date
  status: number
  itemCount: number
  totalPoints: number
  firstName: string
  lastName: string
  email: string
}

const columns: CsvColumn<OrderExportRow>[] = [
  { header: 'Ordernummer', value: (r) => r.orderNumber },
  { header: 'Skapad', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => STATUS[r.status] ?? 'Okänd' },
  { header: 'Antal plagg', value: (r) => r.itemCount },
  { header: 'Summa (poäng)', value: (r) => r.totalPoints },
  { header: 'Kund', value: (r) => `${r.firstName} ${r.lastName}`.trim() },
  { header: 'E-post', value: (r) => r.email },
]

type Filters = ReturnType<typeof OrdersExportQuery.parse>

/** The orders list's filters: status, order number (digits, a leading '#' allowed), created from/to. */
export function ordersExportWhere({ status, search, from, to }: Filters): SQL {
  // A deleted order is kept for the books but is in no list, so in no export either.
  const parts: SQL[] = [sql`o.deleted_at is null`]
  if (status !== undefined) parts.push(sql`o.status = ${status}`)
  if (search) {
    const digits = search.replace(/^#/, '')
    parts.push(/^\d+$/.test(digits) ? sql`o.order_number::text like ${`%${digits}%`}` : sql`false`)
  }
  if (from) parts.push(sql`o.created_at >= ${from}`)
  if (to) parts.push(sql`o.created_at <= ${to}`)
  return sql.join(parts, sql` and `)
}

const ordersExportQuery = (filters: Filters) => sql`
  select o.order_number as "orderNumber", o.created_at as "createdAt", o.status,
    (select count(*) from order_items i where i.order_id = o.id)::int as "itemCount",
    o.total_points as "totalPoints", u.first_name as "firstName", u.last_name as "lastName", u.email
  from orders o join users u on u.id = o.user_id
  where ${ordersExportWhere(filters)}
  order by o.created_at desc, o.order_number desc`

/** `GET /api/orders/export.csv`: the staff orders list's filter as a CSV download, streamed. */
export const ordersExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    EXPORT_PATHS.orders,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders'],
        summary: 'Ordrarna som CSV (personal)',
        description:
          'Samma filter som orderlistan. UTF-8 med BOM, semikolon, datum i svensk tid; strömmas från databasen.',
        querystring: OrdersExportQuery,
        produces: ['text/csv'],
        response: { 400: ErrorDto, 401: ErrorDto, 403: ErrorDto },
      },
    },
    async (req, reply) =>
      sendCsv(reply, { db, query: ordersExportQuery(req.query), columns, name: 'ordrar' }),
  )
}
