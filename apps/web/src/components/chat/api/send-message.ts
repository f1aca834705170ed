import type { ChatMessageDto, ChatSender } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { addMessage } from '../cache'

export interface SendMessageInput {
  submissionId: string
  itemId?: string | null
  message: string
  sender: ChatSender
}

/** POST /api/chat (201 with the message); the message joins its list at once. */
export function useSendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ submissionId, itemId, message, sender }: SendMessageInput) =>
      api.post<ChatMessageDto>('/api/chat', {
        submissionRequestId: submissionId,
        itemId: itemId ?? null,
        message,
        sender,
      }),
    onSuccess: (message) => addMessage(queryClient, message),
  })
}
