import type { ChangePasswordBody, SuccessMessageResponse } from '@kladbyte/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** Changes the password; the server ends the member's other sessions. */
export const changePassword = (body: ChangePasswordBody) =>
  api.post<SuccessMessageResponse>('/api/Users/changePassword', body)

export const useChangePassword = () => useMutation({ mutationFn: changePassword })
