import { sql } from 'drizzle-orm'
import type { Config } from '../../config.js'
import { enqueueMail } from '../../core/mail/outbox.js'
import { shopNameForMail } from '../../core/mail/shop-name.js'
import type { Db } from '../../db/client.js'
import { chatNotificationMail } from './chat.mail.js'

type MailConfig = Pick<Config, 'PUBLIC_URL' | 'SHOP_NAME'>

const UNREAD_AFTER = '10 minutes'
const AT_MOST_EVERY = '1 hour'
const KEEP_EVENTS = '24 hours'
export const NOTIFY_INTERVAL_MS = 60_000

/**
 * One run of the notification job: a mail to each member with an unread staff message older than
 * 10 minutes that came after the last such mail, at most one per submission an hour. It runs as the
 * scheduled task `chat-notifications` (once a minute across all processes, ADR 041); SKIP LOCKED
 * and chat_notified_at keep it exactly once even if two runs overlapped. Also prunes old events
 * (streams resume only within a day). Returns how many mails were queued.
 */
export async function runChatNotifications(db: Db, config: MailConfig, now = new Date()): Promise<number> {
  const queued = await db.transaction(async (tx) => {
    const due = await tx.execute<{ id: string; email: string; first_name: string }>(sql`
      select s.id, u.email, u.first_name
      from submission_requests s
      join users u on u.id = s.user_id
      where (s.chat_notified_at is null or s.chat_notified_at < ${now}::timestamptz - ${AT_MOST_EVERY}::interval)
        and exists (
          select 1 from chat_messages m
          where m.submission_id = s.id and m.sender = 'admin' and not m.read and m.deleted_at is null
            and m.created_at < ${now}::timestamptz - ${UNREAD_AFTER}::interval
            and (s.chat_notified_at is null or m.created_at > s.chat_notified_at))
      for update of s skip locked`)
    for (const row of due.rows) {
      await tx.execute(sql`update submission_requests set chat_notified_at = ${now} where id = ${row.id}`)
      await enqueueMail(
        tx,
        chatNotificationMail({
          to: row.email,
          firstName: row.first_name,
          submissionId: row.id,
          shopName: await shopNameForMail(tx, config.SHOP_NAME),
          publicUrl: config.PUBLIC_URL,
        }),
      )
    }
    return due.rows.length
  })
  await db.execute(
    sql`delete from chat_events where created_at < ${now}::timestamptz - ${KEEP_EVENTS}::interval`,
  )
  return queued
}
