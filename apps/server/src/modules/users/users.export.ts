import { ApiErrorDto, EXPORT_PATHS, UsersExportQuery } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CsvColumn } from '../../core/csv/csv.js'
import { sendCsv } from '../../core/csv/csv-reply.js'
import { mediaResponse } from '../../lib/openapi.js'
import type { UserExportRow } from './users.admin.repository.js'
import type { AdminUsersService } from './users.admin.service.js'

const ErrorDto = ApiErrorDto.loose()

// No personnummer: an export leaves the system (mail, laptops, shared drives), and staff read it
// on the customer's own page when they need it (ADR 024).
const columns: CsvColumn<UserExportRow>[] = [
  { header: 'Förnamn', value: (r) => r.firstName },
  { header: 'Efternamn', value: (r) => r.lastName },
  { header: 'E-post', value: (r) => r.email },
  { header: 'Telefon', value: (r) => r.phone },
  { header: 'Adress', value: (r) => r.address },
  { header: 'Postnummer', value: (r) => r.postalCode },
  { header: 'Ort', value: (r) => r.city },
  { header: 'Medlemskap', value: (r) => (r.active ? 'Aktiv' : 'Inaktiv') },
  { header: 'Poäng', value: (r) => r.points },
  { header: 'Skapad', value: (r) => r.createdAt },
]

/** `GET /api/users/export.csv`: the customers list's search as a CSV download, streamed. */
export const usersExportRoutes: FastifyPluginAsyncZod<{ customers: AdminUsersService }> = async (
  app,
  { customers },
) => {
  app.get(
    EXPORT_PATHS.users,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Kunderna som CSV (personal)',
        description:
          'Samma sökning som kundlistan (namn eller e-post). Utan personnummer. UTF-8 med BOM, semikolon, ' +
          'datum i svensk tid; strömmas från databasen.',
        querystring: UsersExportQuery,
        response: {
          200: mediaResponse('text/csv', 'CSV-filen: UTF-8 med BOM, semikolon.'),
          400: ErrorDto,
          401: ErrorDto,
          403: ErrorDto,
        },
      },
    },
    async (req, reply) =>
      sendCsv(reply, { ...customers.exportQuery(req.query.search), columns, name: 'kunder' }),
  )
}
