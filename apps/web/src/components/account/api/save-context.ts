import type { UserDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { userContextQuery } from '../../../lib/session'

/** POST /api/Users/saveContext: the spec sends the whole user object; the answer is the updated user. */
export const saveContext = (user: UserDto) => api.post<UserDto>('/api/Users/saveContext', user)

/** Saves the signed-in user's own profile (the member's account tab, staff's profile page). */
export function useSaveContext() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveContext,
    onSuccess: (updated) => queryClient.setQueryData(userContextQuery.queryKey, updated),
  })
}
