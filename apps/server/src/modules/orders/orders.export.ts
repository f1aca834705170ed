import { ApiErrorDto, EXPORT_PATHS, OrdersExportQuery } from '@kladbyte/contract'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CsvColumn } from '../../core/csv/csv.js'
import { sendCsv } from '../../core/csv/csv-reply.js'
import type { Db } from '../../db/client.js'
import { mediaResponse } from '../../lib/openapi.js'
import { orderListWhere } from './orders.admin.repository.js'

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

// The list's own where-clause (orders.admin.repository.ts): the file is exactly the filtered list.
const ordersExportQuery = (filters: Filters) => sql`
  select orders.order_number as "orderNumber", orders.created_at as "createdAt", orders.status,
    (select count(*) from order_items i where i.order_id = orders.id)::int as "itemCount",
    orders.total_points as "totalPoints", u.first_name as "firstName", u.last_name as "lastName", u.email
  from orders join users u on u.id = orders.user_id
  where ${orderListWhere(filters)}
  order by orders.created_at desc, orders.order_number desc`

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
        response: {
          200: mediaResponse('text/csv', 'CSV-filen: UTF-8 med BOM, semikolon.'),
          400: ErrorDto,
          401: ErrorDto,
          403: ErrorDto,
        },
      },
    },
    async (req, reply) =>
      sendCsv(reply, { db, query: ordersExportQuery(req.query), columns, name: 'ordrar' }),
  )
}
