import { ApiErrorDto, EXPORT_PATHS, SubmissionsExportQuery } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CsvColumn } from '../../core/csv/csv.js'
import { sendCsv } from '../../core/csv/csv-reply.js'
import { mediaResponse } from '../../lib/openapi.js'
import type { SubmissionExportRow } from './submissions.admin.repository.js'
import type { SubmissionsAdminService } from './submissions.admin.service.js'

const ErrorDto = ApiErrorDto.loose()
const STATUS = ['Skapad (ej inlämnad)', 'Inlämnad', 'Behandlas', 'Färdig behandlad', 'Avbruten']

const columns: CsvColumn<SubmissionExportRow>[] = [
  // The whole id: the list's 8-character reference is for the eye, a spreadsheet row must find it again.
  { header: 'Referens', value: (r) => r.id },
  { header: 'Skapad', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => STATUS[r.status] ?? 'Okänd' },
  { header: 'Antal artiklar', value: (r) => r.itemCount },
  { header: 'Kund', value: (r) => `${r.firstName} ${r.lastName}`.trim() },
  { header: 'E-post', value: (r) => r.email },
  {
    header: 'Prioritet',
    value: (r) => (r.priority ? r.priority[0]!.toUpperCase() + r.priority.slice(1) : 'Ej angiven'),
  },
]

/** `GET /api/submissions-request/export.csv`: the staff submissions list as a CSV download, streamed. */
export const submissionsExportRoutes: FastifyPluginAsyncZod<{ admin: SubmissionsAdminService }> = async (
  app,
  { admin },
) => {
  app.get(
    EXPORT_PATHS.submissions,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['submissions'],
        summary: 'Inlämningarna som CSV (personal)',
        description:
          'Filter: status, fritext (titel, anteckningar, kund), skapad från/till (ISO). UTF-8 med BOM, ' +
          'semikolon, datum i svensk tid; strömmas från databasen.',
        querystring: SubmissionsExportQuery,
        response: {
          200: mediaResponse('text/csv', 'CSV-filen: UTF-8 med BOM, semikolon.'),
          400: ErrorDto,
          401: ErrorDto,
          403: ErrorDto,
        },
      },
    },
    async (req, reply) => sendCsv(reply, { ...admin.exportQuery(req.query), columns, name: 'inlamningar' }),
  )
}
