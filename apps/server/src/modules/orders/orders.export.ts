import { ApiErrorDto, EXPORT_PATHS, OrdersExportQuery } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CsvColumn } from '../../core/csv/csv.js'
import { sendCsv } from '../../core/csv/csv-reply.js'
import { mediaResponse } from '../../lib/openapi.js'
import type { OrderExportRow } from './orders.admin.repository.js'
import type { OrdersAdminService } from './orders.admin.service.js'

const ErrorDto = ApiErrorDto.loose()
const STATUS = ['Beställd', 'Behandlas', 'Skickad', 'Levererad', 'Avbruten']

const columns: CsvColumn<OrderExportRow>[] = [
  { header: 'Ordernummer', value: (r) => r.orderNumber },
  { header: 'Skapad', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => STATUS[r.status] ?? 'Okänd' },
  { header: 'Antal plagg', value: (r) => r.itemCount },
  { header: 'Summa (poäng)', value: (r) => r.totalPoints },
  { header: 'Kund', value: (r) => `${r.firstName} ${r.lastName}`.trim() },
  { header: 'E-post', value: (r) => r.email },
]

/** `GET /api/orders/export.csv`: the staff orders list's filter as a CSV download, streamed. */
export const ordersExportRoutes: FastifyPluginAsyncZod<{ admin: OrdersAdminService }> = async (
  app,
  { admin },
) => {
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
    async (req, reply) => sendCsv(reply, { ...admin.exportQuery(req.query), columns, name: 'ordrar' }),
  )
}
