import type { ChatSender } from '@kladbyte/contract'
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import {
  chatEvents,
  chatMessages,
  submissionItems,
  submissionRequests,
  users,
} from '../../db/schema/index.js'

export type MessageRow = typeof chatMessages.$inferSelect
export type EventRow = typeof chatEvents.$inferSelect
export type ChatEventKind = EventRow['type']

/** Item scope of a call: `null` is the submission's own thread, otherwise one item's. */
export type Scope = string | null

const inScope = (itemId: Scope) => (itemId ? eq(chatMessages.itemId, itemId) : isNull(chatMessages.itemId))

export async function findSubmission(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: submissionRequests.id, userId: submissionRequests.userId })
    .from(submissionRequests)
    .where(eq(submissionRequests.id, id))
  return row ?? null
}

export async function findItem(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: submissionItems.id, submissionId: submissionItems.submissionId })
    .from(submissionItems)
    .where(eq(submissionItems.id, id))
  return row ?? null
}

/** The author's display name (only shown for the member's messages). */
export async function findName(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
  return row ? `${row.firstName} ${row.lastName}`.trim() : ''
}

/** A thread's live messages, oldest first, with their authors' names. */
export async function listThread(db: DbOrTx, submissionId: string, itemId: Scope) {
  return db
    .select({ message: chatMessages, firstName: users.firstName, lastName: users.lastName })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.authorId))
    .where(and(eq(chatMessages.submissionId, submissionId), inScope(itemId), isNull(chatMessages.deletedAt)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
}

/** Serialises one account's sends until commit, so parallel sends cannot pass the rate limit. */
export async function lockAuthor(tx: DbOrTx, authorId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`chat-send:${authorId}`}, 0))`)
}

/** The account's messages of the last minute, deleted ones included. */
export async function countRecent(tx: DbOrTx, authorId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.authorId, authorId), gt(chatMessages.createdAt, sql`now() - interval '1 minute'`)),
    )
  return row?.n ?? 0
}

export async function insertMessage(
  tx: DbOrTx,
  values: Pick<MessageRow, 'submissionId' | 'itemId' | 'authorId' | 'sender' | 'message'>,
) {
  const [row] = await tx.insert(chatMessages).values(values).returning()
  return row!
}

export async function lockMessage(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(chatMessages).where(eq(chatMessages.id, id)).for('update')
  return row ?? null
}

export async function softDelete(tx: DbOrTx, id: string) {
  await tx.update(chatMessages).set({ deletedAt: sql`now()` }).where(eq(chatMessages.id, id))
}

/** Marks `sender`'s unread messages of the scope read; returns how many changed. */
export async function markRead(tx: DbOrTx, submissionId: string, itemId: Scope, sender: ChatSender) {
  const rows = await tx
    .update(chatMessages)
    .set({ read: true, readAt: sql`now()` })
    .where(
      and(
        eq(chatMessages.submissionId, submissionId),
        inScope(itemId),
        eq(chatMessages.sender, sender),
        eq(chatMessages.read, false),
        isNull(chatMessages.deletedAt),
      ),
    )
    .returning({ id: chatMessages.id })
  return rows.length
}

/** `sender`'s unread live messages in one scope, or on the whole submission with 'all'. */
export async function countUnread(
  db: DbOrTx,
  submissionId: string,
  itemId: Scope | 'all',
  sender: ChatSender,
) {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.submissionId, submissionId),
        itemId === 'all' ? undefined : inScope(itemId),
        eq(chatMessages.sender, sender),
        eq(chatMessages.read, false),
        isNull(chatMessages.deletedAt),
      ),
    )
  return row?.n ?? 0
}

/** Both sides' unread counts of a whole submission in one query: what `user` and `admin` have not read. */
export async function unreadBySide(db: DbOrTx, submissionId: string) {
  const rows = await db
    .select({ sender: chatMessages.sender, n: count() })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.submissionId, submissionId),
        eq(chatMessages.read, false),
        isNull(chatMessages.deletedAt),
      ),
    )
    .groupBy(chatMessages.sender)
  const of = (sender: ChatSender) => rows.find((r) => r.sender === sender)?.n ?? 0
  return { user: of('admin'), admin: of('user') }
}

/**
 * Records a change for the live streams and wakes every process (NOTIFY carries only the id and
 * is delivered on commit). The advisory lock makes event ids commit in id order, so a reader that
 * has seen id N never later finds a smaller id appear: catching up by `id > N` cannot skip one.
 */
export async function insertEvent(
  tx: DbOrTx,
  values: { submissionId: string; ownerId: string; type: ChatEventKind; payload: unknown },
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('chat-events', 0))`)
  const [row] = await tx.insert(chatEvents).values(values).returning({ id: chatEvents.id })
  await tx.execute(sql`select pg_notify('chat_events', ${String(row!.id)})`)
  return row!.id
}

/** Events after `afterId` in order, optionally of one submission or one owner's submissions. */
export async function eventsAfter(
  db: DbOrTx,
  afterId: number,
  where: { submissionId?: string; ownerId?: string } = {},
  limit = 500,
) {
  return db
    .select()
    .from(chatEvents)
    .where(
      and(
        gt(chatEvents.id, afterId),
        where.submissionId ? eq(chatEvents.submissionId, where.submissionId) : undefined,
        where.ownerId ? eq(chatEvents.ownerId, where.ownerId) : undefined,
      ),
    )
    .orderBy(asc(chatEvents.id))
    .limit(limit)
}

export async function lastEventId(db: DbOrTx) {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${chatEvents.id}), 0)::int8` })
    .from(chatEvents)
  return Number(row?.id ?? 0)
}
