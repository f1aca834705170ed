import type { UserDto } from '@kladbyte/contract'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import {
  api,
  csrfHeadersWhenReady,
  isNotFound,
  isUnauthorized,
  mayHaveSession,
  refreshCsrfToken,
} from './api-client'

/** The signed-in user, or null for a visitor (a failed session check is silent, as the spec says). */
export const userContextQuery = queryOptions({
  queryKey: ['user-context'],
  queryFn: async ({ signal }) => {
    if (!(await mayHaveSession())) return null
    try {
      return await api.get<UserDto>('/api/Users/UserContext', { signal })
    } catch (err) {
      if (isUnauthorized(err) || isNotFound(err)) return null
      throw err
    }
  },
  staleTime: 60_000,
  retry: false,
})

export type SessionState =
  | { status: 'unknown'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: UserDto }

/** Login state: unknown while loading, then authenticated or anonymous. */
export function useSession(): SessionState {
  const q = useQuery(userContextQuery)
  if (q.isPending) return { status: 'unknown', user: null }
  if (q.data) return { status: 'authenticated', user: q.data }
  return { status: 'anonymous', user: null }
}

/**
 * GET /api/Authentication/logout, then forgets every cached answer of the signed-in user. Shared
 * by the storefront's /logout page and the back-office's user menu.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    // This GET ends the session, so the server asks the CSRF header of it (another site cannot
    // send one, so it cannot sign anyone out).
    await api.get('/api/Authentication/logout', { headers: await csrfHeadersWhenReady() })
  } catch (err) {
    // Even if the call fails the browser forgets the user; the cookie expires on its own.
    console.warn('Utloggningen misslyckades', err)
  }
  queryClient.clear()
  queryClient.setQueryData(userContextQuery.queryKey, null)
  await refreshCsrfToken()
}
