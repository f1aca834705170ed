import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.js'

export interface RateLimit {
  /** Names the limit; the table's key is `<name>:<key>`. */
  name: string
  limit: number
  windowMs: number
}

// Ended windows stay this long before a take removes them (the table stays small).
const PRUNE_AFTER = "interval '1 hour'"
// One take in this many also prunes: cheap, and no timer to stop on shutdown.
const PRUNE_EVERY = 200
let takes = 0

/**
 * Counts one attempt for `key` and tells whether it is within the limit. The count lives in
 * PostgreSQL (`rate_limits`), so "10 in 10 minutes" is 10 in total over every process; the
 * upsert's row lock makes concurrent takes count one by one (ADR 040).
 */
export async function takeRateLimit(db: DbOrTx, limit: RateLimit, key: string): Promise<boolean> {
  const id = `${limit.name}:${key}`
  const { rows } = await db.execute<{ count: number }>(sql`
    insert into rate_limits as r (key, count, window_ends_at)
    values (${id}, 1, now() + ${limit.windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when r.window_ends_at <= now() then 1 else r.count + 1 end,
      window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
    returning count`)
  if (++takes % PRUNE_EVERY === 0) {
    await db.execute(sql`delete from rate_limits where window_ends_at < now() - ${sql.raw(PRUNE_AFTER)}`)
  }
  return Number(rows[0]?.count) <= limit.limit
}
