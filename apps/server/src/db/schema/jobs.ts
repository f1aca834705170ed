import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One row per scheduled task (ADR 041): whichever process first claims a due row runs the task,
 * so it runs once per period however many processes there are. `locked_until` is the lease: a
 * process that dies mid-run leaves the row due again once it has passed.
 */
export const schedules = pgTable('schedules', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** Failures since the last success: the backoff before the next try grows with it. */
  failures: integer('failures').notNull().default(0),
  runs: integer('runs').notNull().default(0),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
})
