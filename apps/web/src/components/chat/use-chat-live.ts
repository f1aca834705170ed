import type { ChatDeletedEvent, ChatMessageDto, ChatReadEvent, ChatUnreadEvent } from '@kladbyte/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { addMessage, markReadInCache, removeMessage } from './cache'
import { chatKeys } from './chat-keys'
import { subscribe } from './live-source'

/** `updated`: staff changed the submission (status, review, arrival); open pages reload it. */
const SUBMISSION_EVENTS = ['message', 'deleted', 'read', 'updated'] as const

/**
 * Keeps a submission's chats live: `GET /api/chat/{id}/events` (one stream per page) appends new
 * messages, drops deleted ones and sets read flags in the cached lists, and refetches its unread
 * counts. `onEvent` lets the page refresh what it shows besides the chat (`updated`: staff changed
 * the submission, reload it).
 */
export function useChatLive(submissionId: string, onEvent?: (type: string, data: unknown) => void) {
  const queryClient = useQueryClient()
  const onEventRef = useRef(onEvent)
  onEventRef.current = onEvent
  useEffect(() => {
    if (!submissionId) return
    const url = `/api/chat/${encodeURIComponent(submissionId)}/events`
    return subscribe(url, SUBMISSION_EVENTS, (type, data) => {
      if (type === 'open') {
        // A message written between the page's fetch and the stream's start would be missed.
        void queryClient.invalidateQueries({ queryKey: chatKeys.messagesOf(submissionId) })
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread(submissionId) })
        if ((data as { reopened: boolean }).reopened) onEventRef.current?.(type, data)
        return
      }
      if (type === 'message') addMessage(queryClient, data as ChatMessageDto)
      else if (type === 'deleted') removeMessage(queryClient, data as ChatDeletedEvent)
      else if (type === 'read') markReadInCache(queryClient, data as ChatReadEvent)
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread(submissionId) })
      onEventRef.current?.(type, data)
    })
  }, [queryClient, submissionId])
}

/**
 * The caller's unread counts, live: `GET /api/chat/events` sends `unread` when one of the caller's
 * submissions changed. The counts refetch; `onEvent` refreshes the page's list (its own key), with
 * null after the stream was reopened (anything may have changed meanwhile).
 */
export function useUnreadLive(onEvent?: (event: ChatUnreadEvent | null) => void) {
  const queryClient = useQueryClient()
  const onEventRef = useRef(onEvent)
  onEventRef.current = onEvent
  useEffect(
    () =>
      subscribe('/api/chat/events', ['unread'], (type, data) => {
        if (type === 'open') {
          if (!(data as { reopened: boolean }).reopened) return
          void queryClient.invalidateQueries({ queryKey: chatKeys.unreadAll })
          onEventRef.current?.(null)
          return
        }
        const event = data as ChatUnreadEvent
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread(event.submissionRequestId) })
        onEventRef.current?.(event)
      }),
    [queryClient],
  )
}
