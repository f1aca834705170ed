import { DELETE_ACCOUNT_PATH, type DeleteAccountBody, type DeleteAccountResult } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { logout } from '../../../lib/session'

/** POST /api/Users/me/delete: the server ends every session of the account and clears the cookie. */
export const deleteAccount = (body: DeleteAccountBody) =>
  api.post<DeleteAccountResult>(DELETE_ACCOUNT_PATH, body)

/**
 * Deletes the account, then forgets the signed-in user as a logout does (a fresh CSRF token too).
 * `onDeleted` runs first, while the page is still mounted: once the user is forgotten, the account
 * page's guard would send the browser to /login instead.
 */
export function useDeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      onDeleted()
      return logout(queryClient)
    },
  })
}
