import type { ChatMessageDto, ChatSender } from '@kladbyte/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '../../../lib/api-client'
import { removeMessage } from '../cache'

/**
 * DELETE /api/chat/{messageId}?requestedBySender=: the writer takes back an unread message.
 * Fails silently (spec §8): answers false and the message stays.
 */
export function useDeleteMessage(sender: ChatSender) {
  const queryClient = useQueryClient()
  return useCallback(
    async (message: ChatMessageDto): Promise<boolean> => {
      try {
        await api.delete(`/api/chat/${encodeURIComponent(message.id)}`, {
          params: { requestedBySender: sender },
        })
      } catch {
        return false
      }
      removeMessage(queryClient, message)
      return true
    },
    [queryClient, sender],
  )
}
