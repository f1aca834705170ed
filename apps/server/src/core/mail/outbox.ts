import { sql } from 'drizzle-orm'
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

/** Attempts (claims) before a mail is marked failed. */
export const MAX_ATTEMPTS = 8
/** The longest wait between two attempts, however many failed. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000

/** A mail claimed by this process: `attempts` counts this attempt and fences its outcome. */
export interface ClaimedMail extends Mail {
  id: number
  attempts: number
  createdAt: Date
}

/**
 * Claims the next due mail for `leaseMs` (ADR 041) in a statement of its own, so the claim is
 * committed before the mail is sent: SKIP LOCKED lets several processes claim side by side, and a
 * process that dies mid-send leaves the row due again when the lease has passed. Each claim counts
 * as an attempt, so a mail that kills its sender every time still ends as failed.
 */
export async function claimNextMail(db: DbOrTx, leaseMs: number): Promise<ClaimedMail | null> {
  const { rows } = await db.execute<{
    id: number
    to: string
    subject: string
    text: string
    html: string
    attempts: number
    created_at: string | Date
  }>(sql`
    update outbox set attempts = attempts + 1,
      locked_until = now() + ${leaseMs} * interval '1 millisecond'
    where id = (
      select id from outbox
      where status = 'pending' and next_attempt_at <= now()
        and (locked_until is null or locked_until <= now())
      order by id limit 1 for update skip locked)
    returning id, "to", subject, text, html, attempts, created_at`)
  const row = rows[0]
  return row ? { ...row, createdAt: new Date(row.created_at) } : null
}

/** Mails due now, without claiming them (what a process without SMTP_URL logs). */
export async function listDueMails(db: DbOrTx, limit: number) {
  const { rows } = await db.execute<{ id: number; subject: string }>(sql`
    select id, subject from outbox where status = 'pending' and next_attempt_at <= now()
    order by id limit ${limit}`)
  return rows
}

/** Sent wins over any other claim's outcome: whichever process delivered it, it is delivered. */
export async function markSent(db: DbOrTx, id: number) {
  await db.execute(sql`
    update outbox set status = 'sent', sent_at = now(), last_error = null, locked_until = null
    where id = ${id} and status = 'pending'`)
}

/** Exponential backoff: base, 2·base, 4·base, … capped at MAX_RETRY_DELAY_MS. */
export const retryDelayMs = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS)

/**
 * Records a failed attempt: due again after the backoff, or failed after MAX_ATTEMPTS. Only the
 * claim that made attempt number `attempts` may record it (a process whose lease ran out and was
 * taken over changes nothing). Returns the status it left, or null when the claim was not ours.
 */
export async function markFailed(
  db: DbOrTx,
  id: number,
  attempts: number,
  error: string,
  baseMs: number,
): Promise<'pending' | 'failed' | null> {
  const status = attempts >= MAX_ATTEMPTS ? 'failed' : 'pending'
  const { rows } = await db.execute<{ status: 'pending' | 'failed' }>(sql`
    update outbox set status = ${status}, last_error = ${error.slice(0, 500)}, locked_until = null,
      next_attempt_at = now() + ${retryDelayMs(attempts, baseMs)} * interval '1 millisecond'
    where id = ${id} and attempts = ${attempts} and status = 'pending'
    returning status`)
  return rows[0]?.status ?? null
}

/**
 * The mail's Message-ID, the same on every attempt: a mail sent twice (its sender killed between
 * the SMTP answer and marking it sent) is recognisable as one by the receiving side.
 */
export function messageIdFor(mail: Pick<ClaimedMail, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'kladbyte.invalid'
  return `<outbox.${mail.id}.${mail.createdAt.getTime()}@${domain}>`
}
