import type {
  ChatDeletedEvent,
  ChatMessageDto,
  ChatReadEvent,
  ChatSender,
  SendChatMessageBody,
} from '@kladbyte/contract'
import type { Db, DbOrTx } from '../../db/client.js'
import { notFound } from '../../lib/errors.js'
import { type HubEvent, hubEvent } from './chat.hub.js'
import type { MessageRow, Scope } from './chat.repository.js'
import * as repo from './chat.repository.js'
import {
  type Actor,
  assertDeletable,
  assertSide,
  ITEM_NOT_FOUND,
  isUuid,
  MESSAGE_NOT_FOUND,
  NOT_FOUND,
  otherSide,
  rateLimited,
  SEND_LIMIT_PER_MINUTE,
  sideOf,
} from './chat.rules.js'

/** Staff names are not shown to members: every staff message reads 'Admin'. */
export function toMessageDto(m: MessageRow, authorName: string): ChatMessageDto {
  return {
    id: m.id,
    submissionRequestId: m.submissionId,
    itemId: m.itemId,
    submissionRequestItemId: m.itemId,
    message: m.message,
    sender: m.sender,
    senderName: m.sender === 'admin' ? 'Admin' : authorName,
    created: m.createdAt.toISOString(),
    read: m.read,
  }
}

/** The submission and the caller's side on it; an unknown or invalid id is the submission's 404. */
async function access(db: DbOrTx, actor: Actor, submissionId: string) {
  if (!isUuid(submissionId)) throw notFound(NOT_FOUND)
  const sub = await repo.findSubmission(db, submissionId)
  const side = sideOf(sub, actor)
  return { sub: sub!, side }
}

/** The item scope: it must belong to this submission (otherwise 404, also for a malformed id). */
async function scopeOf(db: DbOrTx, submissionId: string, itemId: string | null | undefined): Promise<Scope> {
  if (!itemId) return null
  const item = isUuid(itemId) ? await repo.findItem(db, itemId) : null
  if (!item || item.submissionId !== submissionId) throw notFound(ITEM_NOT_FOUND)
  return item.id
}

/** Every event after `afterId` matching `where`, in order, in batches (a stream's replay). */
async function replayEvents(db: Db, afterId: number, where: { submissionId?: string; ownerId?: string }) {
  const events: HubEvent[] = []
  let after = afterId
  for (;;) {
    const rows = await repo.eventsAfter(db, after, where)
    events.push(...rows.map((row) => hubEvent(db, row)))
    if (rows.length < 500) return events
    after = rows.at(-1)!.id
  }
}

export function createChatService({ db }: { db: Db }) {
  return {
    async list(actor: Actor, submissionId: string, itemId?: string): Promise<ChatMessageDto[]> {
      const { sub } = await access(db, actor, submissionId)
      const scope = await scopeOf(db, sub.id, itemId)
      const rows = await repo.listThread(db, sub.id, scope)
      return rows.map((r) => toMessageDto(r.message, `${r.firstName} ${r.lastName}`.trim()))
    },

    /** Rate limit, message and its event in one transaction, under a lock on the author. */
    async send(actor: Actor, body: SendChatMessageBody): Promise<ChatMessageDto> {
      return db.transaction(async (tx) => {
        const { sub, side } = await access(tx, actor, body.submissionRequestId)
        assertSide(side, body.sender)
        const scope = await scopeOf(tx, sub.id, body.itemId)
        await repo.lockAuthor(tx, actor.id)
        if ((await repo.countRecent(tx, actor.id)) >= SEND_LIMIT_PER_MINUTE) throw rateLimited()
        const row = await repo.insertMessage(tx, {
          submissionId: sub.id,
          itemId: scope,
          authorId: actor.id,
          sender: side,
          message: body.message,
        })
        const dto = toMessageDto(row, side === 'user' ? await repo.findName(tx, actor.id) : 'Admin')
        await repo.insertEvent(tx, {
          submissionId: sub.id,
          ownerId: sub.userId,
          type: 'message',
          payload: dto,
        })
        return dto
      })
    },

    /** Marks the other side's unread messages of the scope read; an event only when some changed. */
    async markRead(actor: Actor, submissionId: string, itemId: string | undefined, sender: ChatSender) {
      await db.transaction(async (tx) => {
        const { sub, side } = await access(tx, actor, submissionId)
        const scope = await scopeOf(tx, sub.id, itemId)
        assertSide(side, sender)
        const changed = await repo.markRead(tx, sub.id, scope, otherSide(side))
        if (changed === 0) return
        const payload: ChatReadEvent = { submissionRequestId: sub.id, itemId: scope, reader: side }
        await repo.insertEvent(tx, { submissionId: sub.id, ownerId: sub.userId, type: 'read', payload })
      })
      return { success: true as const }
    },

    async unreadCount(actor: Actor, submissionId: string, itemId: string | undefined, forSender: ChatSender) {
      const { sub, side } = await access(db, actor, submissionId)
      const scope = await scopeOf(db, sub.id, itemId)
      assertSide(side, forSender)
      return { unreadCount: await repo.countUnread(db, sub.id, scope, otherSide(side)) }
    },

    /** Soft delete: only the author's side, only while unread (the row is locked against a mark-read). */
    async remove(actor: Actor, messageId: string, requestedBySender: ChatSender) {
      if (!isUuid(messageId)) throw notFound(MESSAGE_NOT_FOUND)
      await db.transaction(async (tx) => {
        const message = await repo.lockMessage(tx, messageId)
        if (!message || message.deletedAt) throw notFound(MESSAGE_NOT_FOUND)
        const { sub, side } = await access(tx, actor, message.submissionId).catch(() => {
          throw notFound(MESSAGE_NOT_FOUND)
        })
        assertSide(side, requestedBySender)
        assertDeletable(message, side)
        await repo.softDelete(tx, message.id)
        const payload: ChatDeletedEvent = {
          id: message.id,
          submissionRequestId: sub.id,
          itemId: message.itemId,
        }
        await repo.insertEvent(tx, { submissionId: sub.id, ownerId: sub.userId, type: 'deleted', payload })
      })
      return { success: true as const }
    },

    /** The events a stream missed after `Last-Event-ID` (all of the owner's, or one submission's). */
    replay: (afterId: number, where: { submissionId?: string; ownerId?: string }) =>
      replayEvents(db, afterId, where),

    /** For the submission's stream: the caller may watch it (owner or staff), else 404. */
    async assertCanWatch(actor: Actor, submissionId: string) {
      return (await access(db, actor, submissionId)).sub
    },
  }
}

export type ChatService = ReturnType<typeof createChatService>
