import { and, eq, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { outbox } from '../../db/schema/index.js'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
}

/** Queues a mail in the caller's transaction, so it is sent only if the change that caused it commits. */
export async function enqueueMail(tx: DbOrTx, mail: Mail): Promise<void> {
  await tx.insert(outbox).values(mail)
}

export const MAX_ATTEMPTS = 8

/** Claims up to `limit` due mails; SKIP LOCKED lets several app processes share the outbox. */
export async function claimDueMails(db: DbOrTx, limit: number) {
  const rows = await db.execute<{
    id: number
    to: string
    subject: string
    text: string
    html: string
    attempts: number
  }>(sql`
    select id, "to", subject, text, html, attempts from outbox
    where status = 'pending' and next_attempt_at <= now()
    order by id limit ${limit} for update skip locked`)
  return rows.rows
}

export async function markSent(db: DbOrTx, id: number) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null })
    .where(eq(outbox.id, id))
}

/** Exponential backoff: 30 s, 1 min, 2 min, ... then give up after MAX_ATTEMPTS. */
export async function markFailed(db: DbOrTx, id: number, attempts: number, error: string) {
  const next = attempts + 1
  const delayMs = 30_000 * 2 ** (next - 1)
  await db
    .update(outbox)
    .set({
      attempts: next,
      lastError: error.slice(0, 500),
      status: next >= MAX_ATTEMPTS ? 'failed' : 'pending',
      nextAttemptAt: new Date(Date.now() + delayMs),
    })
    .where(and(eq(outbox.id, id), lte(outbox.attempts, next)))
}
