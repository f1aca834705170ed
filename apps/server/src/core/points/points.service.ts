import { formatPoints } from '@kladbyte/contract'
import type { DbOrTx } from '../../db/client.js'
import { AppError, conflict } from '../../lib/errors.js'
import { getBalance } from './points.balance.js'
import {
  countLedgerEntries,
  findLedgerEntry,
  insertLedgerEntry,
  type LedgerReason,
  lockMember,
} from './points.repository.js'

export { countLedgerEntries }

/** One movement of points. `sourceRef` is unique in the ledger: replaying it changes nothing. */
export interface PointsMovement {
  userId: string
  /** Points moved, a non-negative integer (the sign comes from credit/debit). */
  amount: number
  reason: LedgerReason
  sourceRef: string
  /** What the member reads after the reason in their points history. */
  note?: string
  /** The admin whose action made the movement, when staff made it. */
  createdBy?: string
}

export interface MovementResult {
  /** False when the sourceRef was already in the ledger (a replay). */
  applied: boolean
  balance: number
}

function checkAmount(amount: number) {
  if (!Number.isInteger(amount) || amount < 0) throw new AppError('internal', 'Ogiltigt antal poäng.')
}

/** The member's balance: the sum of their ledger (never negative, see `debit`). */
export const balance = getBalance

/** Adds points once per sourceRef (welcome bonus, approved submission, refund). */
export async function credit(db: DbOrTx, m: PointsMovement): Promise<MovementResult> {
  checkAmount(m.amount)
  return db.transaction(async (tx) => {
    const applied = await insertLedgerEntry(tx, {
      userId: m.userId,
      delta: m.amount,
      reason: m.reason,
      sourceRef: m.sourceRef,
      note: m.note,
      createdBy: m.createdBy,
    })
    return { applied, balance: await getBalance(tx, m.userId) }
  })
}

/**
 * Takes points once per sourceRef. Locks the member's row first, so two debits of one member
 * never both see the old balance; refuses (409) when the balance would go below zero.
 */
export async function debit(db: DbOrTx, m: PointsMovement): Promise<MovementResult> {
  checkAmount(m.amount)
  return db.transaction(async (tx) => {
    await lockSpending(tx, m.userId)
    const current = await getBalance(tx, m.userId)
    if (await findLedgerEntry(tx, m.sourceRef)) return { applied: false, balance: current }
    if (current < m.amount) {
      throw conflict(`Du har ${formatPoints(current)} men behöver ${formatPoints(m.amount)}.`, {
        reason: 'insufficient_points',
        balance: current,
        total: m.amount,
      })
    }
    await insertLedgerEntry(tx, {
      userId: m.userId,
      delta: -m.amount,
      reason: m.reason,
      sourceRef: m.sourceRef,
      note: m.note,
    })
    return { applied: true, balance: current - m.amount }
  })
}

/**
 * Locks the member's row for the rest of the transaction: every movement of one member's points
 * (orders, refunds) takes this lock first, so their spending is serialised.
 */
export async function lockSpending(tx: DbOrTx, userId: string): Promise<void> {
  if (!(await lockMember(tx, userId))) throw new AppError('not_found', 'Medlemmen finns inte.')
}
