import pg from 'pg'
import { START_POINTS } from './crash-seed.js'

// What must hold in the database after any sequence of crashes; each query lists the rows that
// break its rule (empty when it holds), so a failure shows them.

export const invariants: Record<string, string> = {
  // Every member's balance (the sum of the ledger) is what they started with, plus their credited
  // items, minus their live orders: no debit without its order, no credit without its item.
  'balance = start + credits - orders': `
    select u.id, l.sum as ledger,
      ${START_POINTS} + coalesce(c.sum, 0) - coalesce(o.sum, 0) as expected
    from users u
    join (select user_id, sum(delta) as sum from points_ledger group by user_id) l on l.user_id = u.id
    left join (select s.user_id, sum(i.credited_points) as sum from submission_items i
      join submission_requests s on s.id = i.submission_id group by s.user_id) c on c.user_id = u.id
    left join (select user_id, sum(total_points) as sum from orders where status <> 4 group by user_id)
      o on o.user_id = u.id
    where not u.is_admin and l.sum <> ${START_POINTS} + coalesce(c.sum, 0) - coalesce(o.sum, 0)`,
  'no negative balance': `
    select user_id, sum(delta) from points_ledger group by user_id having sum(delta) < 0`,
  'no garment in two live orders': `
    select i.product_id, count(*) from order_items i join orders o on o.id = i.order_id
    where o.status <> 4 and o.deleted_at is null group by i.product_id having count(*) > 1`,
  'no order without lines': `
    select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  'each order debited once, its total': `
    select o.id from orders o where (select count(*) from points_ledger l
      where l.source_ref = 'order:' || o.id and l.delta = -o.total_points) <> 1`,
  'each ordered garment reserved': `
    select i.product_id from order_items i join orders o on o.id = i.order_id
    join products p on p.id = i.product_id where o.status between 0 and 2 and p.state <> 'reserved'`,
  'each reserved garment in one open order': `
    select p.id from products p where p.state = 'reserved' and (select count(*) from order_items i
      join orders o on o.id = i.order_id where i.product_id = p.id and o.status <> 4) <> 1`,
  'no ledger source twice': `
    select source_ref from points_ledger group by source_ref having count(*) > 1`,
  'each received item credited once, its points': `
    select i.id from submission_items i where i.received_at is not null and (select count(*)
      from points_ledger l where l.source_ref = 'submission-item:' || i.id and l.delta = i.credited_points) <> 1`,
  'no credit without a received item': `
    select l.source_ref from points_ledger l where l.source_ref like 'submission-item:%' and not exists
      (select 1 from submission_items i where 'submission-item:' || i.id = l.source_ref and i.received_at is not null)`,
}

/** Rows that break each rule (only the broken rules). */
export async function brokenInvariants(url: string): Promise<Record<string, unknown[]>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const broken: Record<string, unknown[]> = {}
    for (const [rule, query] of Object.entries(invariants)) {
      const { rows } = await client.query(query)
      if (rows.length > 0) broken[rule] = rows.slice(0, 5)
    }
    return broken
  } finally {
    await client.end()
  }
}

/** Single-value query helper for the test's counts. */
export async function queryRows<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}
