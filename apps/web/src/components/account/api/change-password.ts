import type { ChangePasswordBody, SuccessMessageResponse } from '@kladbyte/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** POST /api/Users/changePassword; the server ends the user's other sessions. */
export const changePassword = (body: ChangePasswordBody) =>
  api.post<SuccessMessageResponse>('/api/Users/changePassword', body)

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
