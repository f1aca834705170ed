import { ACTIVE_SUBSCRIPTION_STATUSES, type DashboardWeek } from '@kladbyte/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'

/** Weeks in the chart, the current one included. */
export const DASHBOARD_WEEKS = 12
/** Weeks are the Swedish calendar's (Monday 00:00 in Stockholm), whatever the server's zone. */
const ZONE = 'Europe/Stockholm'

export interface DashboardCounts {
  submissionsByStatus: number[]
  placed: number
  processing: number
  members: number
  activeMemberships: number
  pointsInCirculation: number
  garmentsInShop: number
}

/**
 * Every figure but the weeks in one statement: each part is a count over an index (status
 * indexes, the shop's partial index) or a small table; the ledger sum is one pass over members'
 * entries. Members are the customers page's: accounts that are neither staff nor deleted (ADR 033);
 * orders deleted by staff (ADR 022) count nowhere.
 */
export async function countFigures(db: DbOrTx, now: Date): Promise<DashboardCounts> {
  const active = sql.join(
    ACTIVE_SUBSCRIPTION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )
  const at = sql`${now.toISOString()}::timestamptz`
  const { rows } = await db.execute<Record<string, number>>(sql`
    with recursive visible_categories as (
      select id from categories where parent_id is null and display
      union all
      select c.id from categories c join visible_categories v on c.parent_id = v.id where c.display
    ),
    members as (
      select id from users where not is_admin and deleted_at is null
    )
    select
      (select count(*) from submission_requests where status = 0)::int as s0,
      (select count(*) from submission_requests where status = 1)::int as s1,
      (select count(*) from submission_requests where status = 2)::int as s2,
      (select count(*) from submission_requests where status = 3)::int as s3,
      (select count(*) from submission_requests where status = 4)::int as s4,
      (select count(*) from orders where status = 0 and deleted_at is null)::int as placed,
      (select count(*) from orders where status = 1 and deleted_at is null)::int as processing,
      (select count(*) from members)::int as members,
      (select count(*) from members where exists (
        select 1 from memberships m where m.user_id = members.id and m.status in (${active})
          and (m.current_period_end is null or m.current_period_end > ${at})))::int as active_memberships,
      (select coalesce(sum(delta), 0) from points_ledger where user_id in (select id from members))::bigint
        as points,
      (select count(*) from products
        where display and state = 'available'
          and category_id in (select id from visible_categories))::int as garments
  `)
  const r = rows[0]!
  return {
    submissionsByStatus: [r.s0!, r.s1!, r.s2!, r.s3!, r.s4!],
    placed: r.placed!,
    processing: r.processing!,
    members: r.members!,
    activeMemberships: r.active_memberships!,
    pointsInCirculation: Number(r.points),
    garmentsInShop: r.garments!,
  }
}

/**
 * Orders placed (not deleted) and submissions sent in (submitted_at) per ISO week for the last
 * DASHBOARD_WEEKS weeks up to `now`, oldest first; a week without any is a row of zeros.
 */
export async function countWeeks(db: DbOrTx, now: Date): Promise<DashboardWeek[]> {
  const { rows } = await db.execute<{ week: string; start: string; orders: number; submissions: number }>(sql`
    with bounds as (
      select date_trunc('week', ${now.toISOString()}::timestamptz at time zone ${ZONE}) as this_week
    ),
    weeks as (
      select generate_series(this_week - ${DASHBOARD_WEEKS - 1} * interval '1 week', this_week, interval '1 week')
        as start
      from bounds
    ),
    since as (
      select (min(start) at time zone ${ZONE}) as t from weeks
    ),
    o as (
      select date_trunc('week', created_at at time zone ${ZONE}) as start, count(*)::int as n
      from orders where created_at >= (select t from since) and deleted_at is null group by 1
    ),
    s as (
      select date_trunc('week', submitted_at at time zone ${ZONE}) as start, count(*)::int as n
      from submission_requests where submitted_at >= (select t from since) group by 1
    )
    select to_char(weeks.start, 'IYYY-"W"IW') as week, to_char(weeks.start, 'YYYY-MM-DD') as start,
      coalesce(o.n, 0) as orders, coalesce(s.n, 0) as submissions
    from weeks left join o using (start) left join s using (start)
    order by weeks.start
  `)
  return rows.map((r) => ({ week: r.week, start: r.start, orders: r.orders, submissions: r.submissions }))
}
