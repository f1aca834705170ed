import type { ChangePasswordBody, SuccessMessageResponse, UserDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from './api-client'
import { userContextQuery } from './session'

/**
 * The signed-in user's own account calls, shared by the member's account page and the staff's
 * profile page (neither may import the other).
 */

/** Changes the password; the server ends the user's other sessions. */
export const changePassword = (body: ChangePasswordBody) =>
  api.post<SuccessMessageResponse>('/api/Users/changePassword', body)

export const useChangePassword = () => useMutation({ mutationFn: changePassword })

/** Saves the profile: the spec sends the whole user object; the answer is the updated user. */
export const saveContext = (user: UserDto) => api.post<UserDto>('/api/Users/saveContext', user)

export function useSaveContext() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveContext,
    onSuccess: (updated) => queryClient.setQueryData(userContextQuery.queryKey, updated),
  })
}
