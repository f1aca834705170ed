import { ApiErrorDto, EXPORT_PATHS, SubmissionsExportQuery } from '@kladbyte/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CsvColumn } from '../../core/csv/csv.js'
import { containsPattern, sendCsv } from '../../core/csv/csv-reply.js'
import type { Db } from '../../db/client.js'
import { mediaResponse } from '../../lib/openapi.js'

const ErrorDto = ApiErrorDto.loose()
const STATUS = ['Skapad (ej inlämnad)', 'Inlämnad', 'Behandlas', 'Färdig behandlad', 'Avbruten']

interface SubmissionExportRow {
  id: string
  createdAt: Date
  status: number
  itemCount: number
  firstName: string
  lastName: string
  email: string
  priority: string
}

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

type Filters = ReturnType<typeof SubmissionsExportQuery.parse>

/** The staff list's filters: status, free text (title, notes, customer), created from/to. */
export function submissionsExportWhere({ status, search, from, to }: Filters): SQL {
  const parts: SQL[] = [sql`true`]
  if (status !== undefined) parts.push(sql`s.status = ${status}`)
  if (search) {
    const p = containsPattern(search)
    parts.push(sql`(s.title ilike ${p} or s.description ilike ${p} or s.customer_notes ilike ${p}
      or s.reviewer_notes ilike ${p} or u.first_name || ' ' || u.last_name ilike ${p} or u.email ilike ${p})`)
  }
  if (from) parts.push(sql`s.created_at >= ${from}`)
  if (to) parts.push(sql`s.created_at <= ${to}`)
  return sql.join(parts, sql` and `)
}

const submissionsExportQuery = (filters: Filters) => sql`
  select s.id, s.created_at as "createdAt", s.status,
    (select count(*) from submission_items i where i.submission_id = s.id)::int as "itemCount",
    u.first_name as "firstName", u.last_name as "lastName", u.email, s.priority
  from submission_requests s join users u on u.id = s.user_id
  where ${submissionsExportWhere(filters)}
  order by s.created_at desc, s.id`

/** `GET /api/submissions-request/export.csv`: the staff submissions list as a CSV download, streamed. */
export const submissionsExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
    async (req, reply) =>
      sendCsv(reply, { db, query: submissionsExportQuery(req.query), columns, name: 'inlamningar' }),
  )
}
