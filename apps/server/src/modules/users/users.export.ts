import { ACTIVE_SUBSCRIPTION_STATUSES, ApiErrorDto, EXPORT_PATHS, UsersExportQuery } from '@kladbyte/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { CsvColumn } from '../../core/csv/csv.js'
import { sendCsv } from '../../core/csv/csv-reply.js'
import { foldSearch, searchPattern } from '../../core/search/search.js'
import type { Db } from '../../db/client.js'
import { mediaResponse } from '../../lib/openapi.js'

const ErrorDto = ApiErrorDto.loose()

interface UserExportRow {
  firstName: string
  lastName: string
  email: string
  phone: string
  address: string
  postalCode: string
  city: string
  active: boolean
  points: number
  createdAt: Date
}

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

type Filters = ReturnType<typeof UsersExportQuery.parse>

/**
 * Customers (staff accounts excluded) whose name or e-mail contains the search, any case or
 * accent: the customers list's own pattern, so the file holds exactly what the page finds.
 */
export function usersExportWhere({ search }: Filters): SQL {
  const folded = search ? foldSearch(search) : ''
  if (!folded) return sql`not u.is_admin`
  return sql`not u.is_admin and (u.first_name || ' ' || u.last_name || ' ' || u.email) ~* ${searchPattern(folded)}`
}

const usersExportQuery = (filters: Filters) => {
  const active = sql.join(
    ACTIVE_SUBSCRIPTION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )
  return sql`
    select u.first_name as "firstName", u.last_name as "lastName", u.email, u.phone, u.address,
      u.postal_code as "postalCode", u.city,
      exists (select 1 from memberships m where m.user_id = u.id and m.status in (${active})
        and (m.current_period_end is null or m.current_period_end > now())) as active,
      (select coalesce(sum(p.delta), 0) from points_ledger p where p.user_id = u.id)::int as points,
      u.created_at as "createdAt"
    from users u
    where ${usersExportWhere(filters)}
    order by u.last_name, u.first_name, u.id`
}

/** `GET /api/users/export.csv`: the customers list's search as a CSV download, streamed. */
export const usersExportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
    async (req, reply) => sendCsv(reply, { db, query: usersExportQuery(req.query), columns, name: 'kunder' }),
  )
}
