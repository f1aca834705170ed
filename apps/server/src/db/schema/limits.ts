import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Fixed-window counters shared by every process (ADR 040): one row per limit and key, counted up
 * atomically by `INSERT … ON CONFLICT DO UPDATE … RETURNING`; a window that has ended starts over.
 */
export const rateLimits = pgTable('rate_limits', {
  /** `<limit name>:<key>`, e.g. `contact:203.0.113.9`. */
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
})
