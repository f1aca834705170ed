import { eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { pointsLedger } from '../../db/schema/index.js'

/** The member's balance: the sum of their ledger. */
export async function getBalance(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
  return row?.balance ?? 0
}
