import { DELETED_USER_NAME } from '@kladbyte/contract'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'

/** No argon2 hash matches this, so nobody can sign in with any password (as staff-made accounts). */
const NO_PASSWORD = '!'

/**
 * The unique address a deleted account keeps: `.invalid` is reserved (RFC 2606), so no mail can
 * reach it, and the user id makes it unique under the lower-case e-mail index.
 */
export const placeholderEmail = (userId: string) => `raderad-${userId}@raderad.invalid`

/** The account row under a lock, so two deletions (or a deletion and an order) run one after the other. */
export async function lockAccount(tx: DbOrTx, userId: string) {
  const { rows } = await tx.execute<{ email: string; firstName: string; deletedAt: Date | null }>(
    sql`select email, first_name as "firstName", deleted_at as "deletedAt" from users where id = ${userId} for update`,
  )
  return rows[0] ?? null
}

/** The stored files of every photo on the member's submissions, then their rows removed. */
export async function deletePhotos(tx: DbOrTx, userId: string) {
  const { rows } = await tx.execute<{ storageKey: string; widths: number[] }>(sql`
    delete from submission_item_images p using submission_items i, submission_requests s
    where p.item_id = i.id and i.submission_id = s.id and s.user_id = ${userId}
    returning p.storage_key as "storageKey", p.widths`)
  return rows
}

/**
 * Everything personal goes; what the books need stays, linked to the anonymised row: orders and
 * their lines, the points ledger, submissions and their items (status, points, staff's notes).
 */
export async function anonymise(tx: DbOrTx, userId: string, oldEmail: string, now: Date): Promise<void> {
  const email = placeholderEmail(userId)
  const oldKey = oldEmail.trim().toLowerCase()
  await tx.execute(sql`
    update users set email = ${email}, password_hash = ${NO_PASSWORD},
      first_name = ${DELETED_USER_NAME.firstName}, last_name = ${DELETED_USER_NAME.lastName},
      phone = '', address = '', city = '', postal_code = '', region = '', personnummer = '',
      email_verified = false, deleted_at = ${now.toISOString()}::timestamptz, updated_at = now()
    where id = ${userId}`)
  // The member's own words on submissions and items (staff's review notes and the figures stay).
  await tx.execute(sql`
    update submission_requests set title = '', description = '', customer_notes = '', updated_at = now()
    where user_id = ${userId}`)
  await tx.execute(sql`
    update submission_items i set notes = '', updated_at = now() from submission_requests s
    where i.submission_id = s.id and s.user_id = ${userId}`)
  // Their chat messages, and the live-event copies of every message on their submissions.
  await tx.execute(sql`delete from chat_messages where author_id = ${userId}`)
  await tx.execute(sql`delete from chat_events where owner_id = ${userId}`)
  await tx.execute(sql`delete from cart_items where user_id = ${userId}`)
  await tx.execute(sql`delete from wishlist_items where user_id = ${userId}`)
  await tx.execute(sql`delete from sessions where user_id = ${userId}`)
  await tx.execute(sql`delete from login_devices where user_id = ${userId}`)
  await tx.execute(sql`delete from email_tokens where user_id = ${userId}`)
  await tx.execute(sql`delete from checkout_sessions where user_id = ${userId}`)
  await tx.execute(sql`delete from memberships where user_id = ${userId}`)
  await tx.execute(sql`delete from auth_attempts where key = ${oldKey}`)
  // Mails to the old address: staff's records name the placeholder and lose the body; queued and sent copies go.
  await tx.execute(sql`update order_emails e set "to" = ${email}, body = '' from orders o
    where e.order_id = o.id and o.user_id = ${userId}`)
  await tx.execute(sql`update submission_emails e set "to" = ${email}, body = '' from submission_requests s
    where e.submission_id = s.id and s.user_id = ${userId}`)
  await tx.execute(sql`delete from outbox where lower("to") = ${oldKey}`)
}

/** A Stripe membership that would go on charging the card: it must be ended before the account goes. */
export async function hasRunningPaidMembership(tx: DbOrTx, userId: string): Promise<boolean> {
  const { rows } = await tx.execute(sql`
    select 1 from memberships where user_id = ${userId} and provider = 'stripe'
      and status in ('active', 'trialing', 'past_due') and not cancel_at_period_end
      and (current_period_end is null or current_period_end > now())`)
  return rows.length > 0
}
