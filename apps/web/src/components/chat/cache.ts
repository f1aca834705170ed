import type { ChatDeletedEvent, ChatMessageDto, ChatReadEvent } from '@kladbyte/contract'
import type { QueryClient } from '@tanstack/react-query'
import { chatKeys } from './chat-keys'

/**
 * Edits of the cached message lists, shared by the calls and the live stream. A list that is not
 * cached yet is left alone: its first fetch brings the message.
 */

/** Appends a message to its scope's list once (the sender's POST and the stream both bring it). */
export function addMessage(queryClient: QueryClient, message: ChatMessageDto) {
  queryClient.setQueryData<ChatMessageDto[]>(
    chatKeys.messages(message.submissionRequestId, message.itemId),
    (list) => (!list || list.some((m) => m.id === message.id) ? list : [...list, message]),
  )
}

/** Drops a message from its scope's list. */
export function removeMessage(queryClient: QueryClient, message: ChatDeletedEvent | ChatMessageDto) {
  queryClient.setQueryData<ChatMessageDto[]>(
    chatKeys.messages(message.submissionRequestId, message.itemId),
    (list) => list?.filter((m) => m.id !== message.id),
  )
}

/** `reader` has read the scope: the other side's messages there are read now. */
export function markReadInCache(queryClient: QueryClient, event: ChatReadEvent) {
  queryClient.setQueryData<ChatMessageDto[]>(
    chatKeys.messages(event.submissionRequestId, event.itemId),
    (list) => list?.map((m) => (m.sender !== event.reader && !m.read ? { ...m, read: true } : m)),
  )
}
