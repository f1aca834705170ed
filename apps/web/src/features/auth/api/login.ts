import type { LoginBody, LoginResponse, UserDto } from '@kladbyte/contract'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { api, mayHaveSession, refreshCsrfToken } from '../../../lib/api-client'
import { userContextQuery } from '../../../lib/session'

/** Loads the signed-in user into the cache (after login, or when an existing session is found). */
export async function loadSignedInUser(queryClient: QueryClient): Promise<UserDto | null> {
  // The CSRF token is bound to the session, which has just changed.
  await refreshCsrfToken()
  return queryClient.fetchQuery({ ...userContextQuery, staleTime: 0 })
}

/** POST /api/Authentication/authenticate, then the user is loaded (the caller goes to /). */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      await api.post<LoginResponse>('/api/Authentication/authenticate', body)
      return loadSignedInUser(queryClient)
    },
  })
}

/** GET /api/Authentication/validatetoken: true when the browser already has a valid session. */
export async function validateSession(signal?: AbortSignal): Promise<boolean> {
  if (!(await mayHaveSession())) return false
  try {
    await api.get('/api/Authentication/validatetoken', { signal })
    return true
  } catch {
    // Failed session checks are silent (spec §4).
    return false
  }
}
