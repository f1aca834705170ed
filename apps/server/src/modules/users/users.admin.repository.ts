import { ACTIVE_SUBSCRIPTION_STATUSES } from '@kladbyte/contract'
import { and, desc, eq, isNull, not, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { searchPattern } from '../../core/search/search.js'
import type { Db, DbOrTx } from '../../db/client.js'
import { memberships, orders, pointsLedger, submissionRequests, users } from '../../db/schema/index.js'
import { membershipActiveSql } from '../membership/public.js'

const searchable = sql`${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}`
const isCustomer = not(users.isAdmin)
const activeStatuses = sql.join(
  ACTIVE_SUBSCRIPTION_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)
const activeMember = sql<boolean>`exists (select 1 from ${memberships} where ${memberships.userId} = ${users.id} and ${membershipActiveSql})`

function where(search: string | null): SQL | undefined {
  if (!search) return isCustomer
  return and(isCustomer, sql`${searchable} ~* ${searchPattern(search)}`)
}

/** One page of customers (non-admin accounts), newest first, and the total matching the search. */
export async function findCustomers(db: DbOrTx, search: string | null, limit: number, offset: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        createdAt: users.createdAt,
        hasSubscription: activeMember,
        deleted: sql<boolean>`${users.deletedAt} is not null`,
      })
      .from(users)
      .where(where(search))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where(search)),
  ])
  return { rows, total: count?.n ?? 0 }
}

/** A row of the customers CSV export. */
export interface UserExportRow {
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

/**
 * The customers CSV export's query with the pool it runs on: `sendCsv` reads its `UserExportRow`s
 * through a cursor on a connection of its own (ADR 024). The list's search and pattern, so the file
 * holds exactly the customers the page finds. No personnummer: see the export's columns.
 */
export function usersExportQuery(db: Db, search: string | null) {
  // Its own spelling of the list's where-clause (`where` above) over the alias `u`.
  const matches = search
    ? sql`not u.is_admin and (u.first_name || ' ' || u.last_name || ' ' || u.email) ~* ${searchPattern(search)}`
    : sql`not u.is_admin`
  const query = sql`
    select u.first_name as "firstName", u.last_name as "lastName", u.email, u.phone, u.address,
      u.postal_code as "postalCode", u.city,
      exists (select 1 from memberships m where m.user_id = u.id and m.status in (${activeStatuses})
        and (m.current_period_end is null or m.current_period_end > now())) as active,
      (select coalesce(sum(p.delta), 0) from points_ledger p where p.user_id = u.id)::int as points,
      u.created_at as "createdAt"
    from users u
    where ${matches}
    order by u.last_name, u.first_name, u.id`
  return { db, query }
}

/** The stat cards: every customer, active memberships and those created this month in Stockholm. */
export async function customerStats(db: DbOrTx, now: Date) {
  const monthStart = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Europe/Stockholm') at time zone 'Europe/Stockholm'`
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${activeMember})::int`,
      newThisMonth: sql<number>`count(*) filter (where ${users.createdAt} >= ${monthStart} and ${users.createdAt} <= ${now.toISOString()}::timestamptz)::int`,
    })
    .from(users)
    // A deleted account stays in the list ('Raderad') but is no longer a customer to count.
    .where(and(isCustomer, isNull(users.deletedAt)))
  return row!
}

const admins = alias(users, 'admins')

/** A member's ledger, latest first, with the name of the admin behind each adjustment. */
export async function findPointsHistory(db: DbOrTx, userId: string) {
  return db
    .select({
      id: pointsLedger.id,
      delta: pointsLedger.delta,
      reason: pointsLedger.reason,
      note: pointsLedger.note,
      createdAt: pointsLedger.createdAt,
      by: sql<string | null>`nullif(trim(${admins.firstName} || ' ' || ${admins.lastName}), '')`,
    })
    .from(pointsLedger)
    .leftJoin(admins, eq(admins.id, pointsLedger.createdBy))
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
}

/** The member's live orders: a deleted one is kept for the books but in no list (ADR 022). */
export async function findCustomerOrders(db: DbOrTx, userId: string) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNull(orders.deletedAt)))
    .orderBy(desc(orders.createdAt))
}

export async function findCustomerSubmissions(db: DbOrTx, userId: string) {
  return db
    .select({
      id: submissionRequests.id,
      title: submissionRequests.title,
      status: submissionRequests.status,
      createdAt: submissionRequests.createdAt,
    })
    .from(submissionRequests)
    .where(eq(submissionRequests.userId, userId))
    .orderBy(desc(submissionRequests.createdAt))
}

/** Appends staff's adjustment to the ledger (the caller holds the member's lock). */
export async function insertAdjustment(
  tx: DbOrTx,
  v: { userId: string; delta: number; note: string; createdBy: string; sourceRef: string },
) {
  const [row] = await tx
    .insert(pointsLedger)
    .values({ ...v, reason: 'adjustment' })
    .returning()
  return row!
}
