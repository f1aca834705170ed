import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Every mail is written here in the transaction that causes it, then sent by the outbox worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Claimed by a process until then; past it, another process takes the mail over (ADR 041). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.nextAttemptAt),
    // The claim takes the oldest pending mail by id: without this, PostgreSQL walks the primary key
    // past every mail already sent, so each claim grew with the outbox's history (ADR 052).
    index('outbox_pending_id_idx').on(t.id).where(sql`status = 'pending'`),
  ],
)

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
