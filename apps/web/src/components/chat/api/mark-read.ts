import type { ChatSender } from '@kladbyte/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '../../../lib/api-client'
import { chatKeys, scopePath } from '../chat-keys'

/**
 * PUT /api/chat/mark-read/{id}[/item/{itemId}]?sender=: `sender` has read the other side's
 * messages of the scope. Fails silently (spec §8: false); on success the unread counts refetch.
 */
export function useMarkRead(submissionId: string, itemId: string | null | undefined, sender: ChatSender) {
  const queryClient = useQueryClient()
  return useCallback(async (): Promise<boolean> => {
    try {
      await api.put(`/api/chat/mark-read/${scopePath(submissionId, itemId)}`, undefined, {
        params: { sender },
      })
    } catch {
      return false
    }
    await queryClient.invalidateQueries({ queryKey: chatKeys.unread(submissionId) })
    return true
  }, [queryClient, submissionId, itemId, sender])
}
