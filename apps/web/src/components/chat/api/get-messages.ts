import type { ChatMessageDto } from '@kladbyte/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { chatKeys, scopePath } from '../chat-keys'

/** GET /api/chat/{id}[/item/{itemId}]: the scope's messages, oldest first. */
export const useChatMessages = (submissionId: string, itemId?: string | null) =>
  useQuery({
    queryKey: chatKeys.messages(submissionId, itemId),
    queryFn: ({ signal }) =>
      api.get<ChatMessageDto[]>(`/api/chat/${scopePath(submissionId, itemId)}`, { signal }),
    // The live stream keeps the list current; refetch only when the page comes back.
    staleTime: 60_000,
    select: byCreated,
  })

/** Oldest first, whatever order the cache was appended in. */
const byCreated = (messages: ChatMessageDto[]) =>
  [...messages].sort((a, b) => Date.parse(a.created) - Date.parse(b.created))
