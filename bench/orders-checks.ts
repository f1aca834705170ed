import type pg from 'pg'
import type { BenchMember } from './orders-members.js'
import type { OrderAnswer } from './orders-scenarios.js'

// What `npm run bench:orders` checks in the database after the load: no garment sold twice or
// without its order, and books that balance for every member. Each check is a list of offending
// rows; an empty list passes.

export interface Check {
  name: string
  failures: string[]
}

/** A live order: neither deleted by staff nor cancelled (a cancelled order's garments are free again). */
const LIVE = 'o.deleted_at is null and o.status <> 4'

async function rows(c: pg.Pool, sql: string, params: unknown[] = []): Promise<string[]> {
  const r = await c.query(sql, params)
  return r.rows.map((row) => JSON.stringify(row))
}

export async function checkBooks(
  c: pg.Pool,
  input: {
    members: BenchMember[]
    /** Every garment a scenario offered. */
    garmentIds: string[]
    /** Garments that several members raced for: each must have exactly one winner. */
    contestedIds: string[]
    answers: OrderAnswer[]
    /** What the members' UserContext calls answered after the load, by member id. */
    apiBalances: Map<string, number>
  },
): Promise<Check[]> {
  const won = input.answers.filter((a) => a.status === 201)
  const spentByMember = new Map<string, number>()
  for (const a of won) {
    const id = input.members[a.memberIndex]!.id
    spentByMember.set(id, (spentByMember.get(id) ?? 0) + Number(a.body.totalPoints))
  }
  const memberIds = input.members.map((m) => m.id)
  const ledger = await c.query<{ user_id: string; sum: number }>(
    'select user_id, coalesce(sum(delta), 0)::int as sum from points_ledger where user_id = any($1) group by user_id',
    [memberIds],
  )
  const ledgerSum = new Map(ledger.rows.map((r) => [r.user_id, r.sum]))
  const ordersInDb = await c.query<{ n: number }>(
    `select count(*)::int as n from orders o where o.user_id = any($1) and ${LIVE}`,
    [memberIds],
  )
  const winnersPerGarment = new Map<string, number>()
  for (const a of won)
    for (const id of a.productIds) winnersPerGarment.set(id, (winnersPerGarment.get(id) ?? 0) + 1)

  return [
    {
      name: 'no garment in two live orders',
      failures: await rows(
        c,
        `select oi.product_id, count(*)::int as orders from order_items oi join orders o on o.id = oi.order_id
         where ${LIVE} group by oi.product_id having count(*) > 1`,
      ),
    },
    {
      name: 'no reserved or sold garment without its live order (bench garments)',
      failures: await rows(
        c,
        `select p.id, p.state from products p where p.id = any($1) and p.state <> 'available'
         and not exists (select 1 from order_items oi join orders o on o.id = oi.order_id
                         where oi.product_id = p.id and ${LIVE})`,
        [input.garmentIds],
      ),
    },
    {
      name: 'every ordered garment is reserved',
      failures: await rows(
        c,
        `select p.id, p.state from order_items oi join orders o on o.id = oi.order_id join products p on p.id = oi.product_id
         where ${LIVE} and p.state = 'available'`,
      ),
    },
    {
      name: 'contested garments: exactly one winner each (API and database agree)',
      failures: [
        ...input.contestedIds
          .filter((id) => winnersPerGarment.get(id) !== 1)
          .map((id) => `${id}: ${winnersPerGarment.get(id) ?? 0} × 201`),
        ...(await rows(
          c,
          `select g.id, count(oi.id)::int as live_orders from unnest($1::uuid[]) g(id)
           left join order_items oi on oi.product_id = g.id
           left join orders o on o.id = oi.order_id and ${LIVE}
           group by g.id having count(o.id) <> 1`,
          [input.contestedIds],
        )),
      ],
    },
    {
      name: 'orders in the database = 201 answers',
      failures:
        ordersInDb.rows[0]!.n === won.length ? [] : [`${ordersInDb.rows[0]!.n} orders, ${won.length} × 201`],
    },
    {
      name: 'no balance ever negative (running sum of each ledger)',
      failures: await rows(
        c,
        `select user_id, min(running)::int as lowest from (
           select user_id, sum(delta) over (partition by user_id order by id) as running from points_ledger
         ) t group by user_id having min(running) < 0`,
      ),
    },
    {
      name: 'balance (UserContext) = sum of ledger = points credited − totals of the 201 answers',
      failures: input.members.flatMap((m) => {
        const expected = m.startPoints - (spentByMember.get(m.id) ?? 0)
        const api = input.apiBalances.get(m.id)
        const sum = ledgerSum.get(m.id)
        return api === expected && sum === expected
          ? []
          : [`${m.email}: api ${api}, ledger ${sum}, expected ${expected}`]
      }),
    },
    {
      name: "each order: one ledger debit of its total, total = sum of its garments' prices",
      failures: await rows(
        c,
        `select o.order_number, o.total_points, l.debits, l.delta, i.prices from orders o
         left join lateral (select count(*)::int as debits, sum(delta)::int as delta from points_ledger
                            where source_ref = 'order:' || o.id and reason = 'order') l on true
         left join lateral (select sum(price)::int as prices from order_items where order_id = o.id) i on true
         where o.user_id = any($1) and (l.debits <> 1 or l.delta <> -o.total_points or i.prices <> o.total_points)`,
        [memberIds],
      ),
    },
    {
      name: 'points spent on orders = totals of the orders, per member',
      failures: await rows(
        c,
        `select u.id, coalesce(spent.sum, 0)::int as spent, coalesce(totals.sum, 0)::int as totals
         from unnest($1::uuid[]) u(id)
         left join (select user_id, -sum(delta) as sum from points_ledger where reason = 'order' group by user_id) spent
           on spent.user_id = u.id
         left join (select user_id, sum(total_points) as sum from orders group by user_id) totals on totals.user_id = u.id
         where coalesce(spent.sum, 0) <> coalesce(totals.sum, 0)`,
        [memberIds],
      ),
    },
  ]
}
