import { eq, like, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { pointsLedger, users } from '../../db/schema/index.js'

export type LedgerReason = (typeof pointsLedger.$inferInsert)['reason']

export interface LedgerEntry {
  userId: string
  delta: number
  reason: LedgerReason
  sourceRef: string
  /** Shown to the member after the reason, e.g. 'Återbetalning: order 10001 avbruten'. */
  note?: string | null
  /** The admin whose action made the movement (adjustments, garments received); staff see it. */
  createdBy?: string | null
}

/**
 * Locks the member's row until the transaction ends, so their spending is serialised.
 * `for no key update` rather than `for update`: rows that merely reference the user (ledger,
 * orders, carts) take a key-share lock, which must not wait on it (that would risk deadlocks).
 * Returns false when the user does not exist.
 */
export async function lockMember(tx: DbOrTx, userId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update')
  return rows.length > 0
}

/** Appends one movement; a sourceRef already in the ledger changes nothing (returns false). */
export async function insertLedgerEntry(tx: DbOrTx, entry: LedgerEntry): Promise<boolean> {
  const rows = await tx
    .insert(pointsLedger)
    .values(entry)
    .onConflictDoNothing({ target: pointsLedger.sourceRef })
    .returning({ id: pointsLedger.id })
  return rows.length > 0
}

/** The ledger row written for a source, if any. */
export async function findLedgerEntry(tx: DbOrTx, sourceRef: string) {
  const [row] = await tx.select().from(pointsLedger).where(eq(pointsLedger.sourceRef, sourceRef))
  return row ?? null
}

/** How many ledger rows have a sourceRef starting with `prefix` (numbering repeated movements). */
export async function countLedgerEntries(tx: DbOrTx, prefix: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(pointsLedger)
    .where(like(pointsLedger.sourceRef, `${prefix}%`))
  return row?.n ?? 0
}
