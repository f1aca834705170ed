import type { ChatSender } from '@kladbyte/contract'

/**
 * The chat's query keys. Features invalidate by them (e.g. after an `unread` event); everything
 * lives below `['chat']`, and a submission's unread counts below `unread(submissionId)`.
 */
export const chatKeys = {
  all: ['chat'] as const,
  /** Every message list of a submission: its own chat and each item's. */
  messagesOf: (submissionId: string) => ['chat', 'messages', submissionId] as const,
  messages: (submissionId: string, itemId?: string | null) =>
    ['chat', 'messages', submissionId, itemId ?? null] as const,
  unreadAll: ['chat', 'unread'] as const,
  unread: (submissionId: string, itemId?: string | null, forSender?: ChatSender) =>
    forSender === undefined && itemId === undefined
      ? (['chat', 'unread', submissionId] as const)
      : (['chat', 'unread', submissionId, itemId ?? null, forSender] as const),
}

const enc = encodeURIComponent

/** `/{submissionId}` or `/{submissionId}/item/{itemId}`: the scope part of every chat path. */
export const scopePath = (submissionId: string, itemId?: string | null) =>
  itemId ? `${enc(submissionId)}/item/${enc(itemId)}` : enc(submissionId)
