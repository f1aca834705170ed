import type { ChatSender, ChatUnreadCountDto } from '@kladbyte/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { chatKeys, scopePath } from '../chat-keys'

/**
 * GET /api/chat/unread-count/{id}[/item/{itemId}]?forSender=: the other side's unread messages,
 * for a badge or dot. Silently 0 on failure (spec §8). `initial` (e.g. from the submission's DTO)
 * saves the call until a chat event or a mark-read invalidates the count.
 */
export function useUnreadCount(
  submissionId: string,
  itemId: string | null | undefined,
  forSender: ChatSender,
  { initial, enabled = true }: { initial?: number; enabled?: boolean } = {},
): number {
  const { data } = useQuery({
    queryKey: chatKeys.unread(submissionId, itemId, forSender),
    queryFn: async ({ signal }) => {
      try {
        const answer = await api.get<ChatUnreadCountDto>(
          `/api/chat/unread-count/${scopePath(submissionId, itemId)}`,
          { params: { forSender }, signal },
        )
        return answer.unreadCount
      } catch {
        return 0
      }
    },
    enabled,
    ...(initial === undefined ? { staleTime: 30_000 } : { initialData: initial, staleTime: Infinity }),
  })
  return data ?? 0
}
