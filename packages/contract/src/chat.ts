import { z } from 'zod'
import { CHAT_MESSAGE_MAX_LENGTH } from './limits.js'

/**
 * The chat between a member and staff, per submission and per item (backoffice spec §2.1, §4, §7).
 * `sender` names a side: `user` is the submission's owner, `admin` is staff. Which side a caller
 * is comes from the server (owner → user, otherwise admin → admin); a query naming the other side
 * is refused.
 */
export const CHAT_SENDERS = ['user', 'admin'] as const
export const ChatSender = z.enum(CHAT_SENDERS, { error: 'Ange user eller admin.' })
export type ChatSender = z.infer<typeof ChatSender>

export const ChatMessageDto = z.object({
  id: z.uuid(),
  submissionRequestId: z.uuid(),
  /** Set on item-level messages; null on the submission's own chat. */
  itemId: z.uuid().nullable(),
  /** The same as itemId (the spec reads both names). */
  submissionRequestItemId: z.uuid().nullable(),
  message: z.string(),
  sender: ChatSender,
  /** The writer's name, for staff reading the member's messages ('Admin' is shown for staff). */
  senderName: z.string(),
  created: z.string(),
  read: z.boolean(),
})
export type ChatMessageDto = z.infer<typeof ChatMessageDto>

/** POST /api/chat. Answers 201 with the message. */
export const SendChatMessageBody = z.object({
  submissionRequestId: z.uuid('Ogiltig inlämning.'),
  itemId: z.uuid('Ogiltig artikel.').nullish(),
  message: z
    .string({ error: 'Skriv ett meddelande.' })
    .trim()
    .min(1, 'Skriv ett meddelande.')
    .max(CHAT_MESSAGE_MAX_LENGTH, `Meddelandet får vara högst ${CHAT_MESSAGE_MAX_LENGTH} tecken.`),
  sender: ChatSender,
})
export type SendChatMessageBody = z.infer<typeof SendChatMessageBody>

/** `?sender=` on mark-read, `?forSender=` on unread counts, `?requestedBySender=` on delete. */
export const ChatSenderQuery = z.object({ sender: ChatSender })
export const ChatForSenderQuery = z.object({ forSender: ChatSender })
export const ChatRequestedByQuery = z.object({ requestedBySender: ChatSender })

export const ChatSuccessDto = z.object({ success: z.literal(true) })
export const ChatUnreadCountDto = z.object({ unreadCount: z.number().int().min(0) })
export type ChatUnreadCountDto = z.infer<typeof ChatUnreadCountDto>

/**
 * Server-Sent Events. The submission's stream (`GET /api/chat/{submissionId}/events`) sends
 * `message` (a ChatMessageDto), `deleted`, `read` and `updated` (SubmissionUpdatedEvent); the
 * caller's stream (`GET /api/chat/events`) sends `unread` whenever a count of one of the caller's submissions may have changed. Each event's
 * `id` is a number that `Last-Event-ID` resumes from.
 */
export const ChatDeletedEvent = z.object({
  id: z.uuid(),
  submissionRequestId: z.uuid(),
  itemId: z.uuid().nullable(),
})
export type ChatDeletedEvent = z.infer<typeof ChatDeletedEvent>

/** The `reader` side has read the other side's messages (of the item, or of the submission). */
export const ChatReadEvent = z.object({
  submissionRequestId: z.uuid(),
  itemId: z.uuid().nullable(),
  reader: ChatSender,
})
export type ChatReadEvent = z.infer<typeof ChatReadEvent>

/** The caller's unread count for one submission (all its messages, items included) changed. */
export const ChatUnreadEvent = z.object({
  submissionRequestId: z.uuid(),
  itemId: z.uuid().nullable(),
  /** Unread messages from the other side, for the receiving caller, on the whole submission. */
  unreadCount: z.number().int().min(0),
})
export type ChatUnreadEvent = z.infer<typeof ChatUnreadEvent>

/** Staff changed the submission (status, review, arrival, product): open pages reload it. */
export const SubmissionUpdatedEvent = z.object({ submissionRequestId: z.uuid() })
export type SubmissionUpdatedEvent = z.infer<typeof SubmissionUpdatedEvent>
