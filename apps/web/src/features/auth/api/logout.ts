import type { QueryClient } from '@tanstack/react-query'
import { api, refreshCsrfToken } from '../../../lib/api-client'
import { userContextQuery } from '../../../lib/session'

/** GET /api/Authentication/logout, then forgets every cached answer of the signed-in user. */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await api.get('/api/Authentication/logout')
  } catch (err) {
    // Even if the call fails the browser forgets the user; the cookie expires on its own.
    console.warn('Utloggningen misslyckades', err)
  }
  queryClient.clear()
  queryClient.setQueryData(userContextQuery.queryKey, null)
  await refreshCsrfToken()
}
