import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.js'

// What must hold in the database whatever requests came in: the books add up.

const CHECKS: { name: string; query: ReturnType<typeof sql> }[] = [
  {
    name: 'a balance (the sum of the ledger) is negative',
    query: sql`select user_id from points_ledger group by user_id having sum(delta) < 0`,
  },
  {
    name: 'an order has no lines',
    query: sql`select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`,
  },
  {
    name: "an order's total is not the sum of its lines",
    query: sql`select o.id from orders o join order_items i on i.order_id = o.id
      group by o.id, o.total_points having sum(i.price) <> o.total_points`,
  },
  {
    name: 'a garment is in two live orders',
    query: sql`select i.product_id from order_items i join orders o on o.id = i.order_id
      where o.status <> 4 and o.deleted_at is null group by i.product_id having count(*) > 1`,
  },
  {
    name: "a live order's points are not taken from the ledger",
    query: sql`select o.id from orders o where o.status <> 4 and not exists
      (select 1 from points_ledger l where l.reason = 'order' and l.source_ref like '%' || o.id || '%')`,
  },
]

/** The broken rules, each with the rows that break it (empty: all hold). */
export async function checkInvariants(db: Db): Promise<string[]> {
  const broken: string[] = []
  for (const check of CHECKS) {
    const { rows } = await db.execute(check.query)
    if (rows.length) broken.push(`${check.name}: ${JSON.stringify(rows.slice(0, 5))}`)
  }
  return broken
}
