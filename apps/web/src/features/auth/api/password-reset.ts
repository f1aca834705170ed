import type { ResetPasswordBody } from '@kladbyte/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** POST /api/users/lost-password with the raw e-mail as a JSON string body (as the spec sends it). */
export function useLostPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post('/api/users/lost-password', email.trim()),
  })
}

/** POST /api/users/reset-password with the token from the mail's link and the new password twice. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post('/api/users/reset-password', body),
  })
}
