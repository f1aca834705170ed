import { sql } from 'drizzle-orm'
import { bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { submissionItems, submissionRequests } from './submissions.js'
import { users } from './users.js'

/**
 * Messages between a submission's owner (`user`) and staff (`admin`), on the submission or one
 * of its items (backoffice spec §3). A delete only hides a message (`deleted_at`): staff keep the
 * record and the send rate limit still counts it.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissionRequests.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => submissionItems.id, { onDelete: 'cascade' }),
    /** The account that wrote it: the rate limit and the staff's view of who answered. */
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sender: text('sender', { enum: ['user', 'admin'] }).notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // "The messages of a submission (or an item) in order".
    index('chat_messages_thread_idx').on(t.submissionId, t.itemId, t.createdAt),
    // "Unread for a side": small, only unread live messages are in it.
    index('chat_messages_unread_idx')
      .on(t.submissionId, t.sender)
      .where(sql`not ${t.read} and ${t.deletedAt} is null`),
    // The send rate limit: one account's messages of the last minute.
    index('chat_messages_author_idx').on(t.authorId, t.createdAt),
    check('chat_messages_sender_check', sql`${t.sender} in ('user', 'admin')`),
    check('chat_messages_message_check', sql`char_length(${t.message}) between 1 and 4000`),
  ],
)

/**
 * Every change a live stream must see, in order: the id is the SSE event id that `Last-Event-ID`
 * resumes from. Written in the transaction of the change; a NOTIFY carries only the id (its
 * payload is limited to 8 000 bytes, a message may be longer). Pruned after a day.
 */
export const chatEvents = pgTable(
  'chat_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: uuid('submission_id').notNull(),
    /** The submission's owner: the member's unread stream is routed without a lookup. */
    ownerId: uuid('owner_id').notNull(),
    /** `updated`: staff changed the submission (status, review, arrival); open pages reload it. */
    type: text('type', { enum: ['message', 'deleted', 'read', 'updated'] }).notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_events_submission_idx').on(t.submissionId, t.id)],
)
