import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/**
 * POST /api/emailVerification/verifyEmail as a query keyed by the token: the call runs once per
 * token even when the page mounts twice, and a used token is not sent again on re-render.
 */
export const verifyEmailQuery = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () =>
      api.post<{ success: boolean; message: string }>('/api/emailVerification/verifyEmail', { token }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })
