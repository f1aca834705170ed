import type { SessionStatusDto } from '@kladbyte/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** Poll interval while the payment is processing, and how long to keep trying. */
export const STATUS_POLL_MS = 2_000
export const STATUS_GIVE_UP_MS = 60_000

/** Status of the member's own checkout session (open, complete, or another provider state). */
export const sessionStatusQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['session-status', sessionId],
    queryFn: ({ signal }) =>
      api.get<SessionStatusDto>('/api/subscription/session-status', {
        params: { session_id: sessionId },
        signal,
      }),
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  })
