import type { RegisterBody, RegisterResponse } from '@kladbyte/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** POST /api/Users/register; the answer's message tells the new member to check their e-mail. */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api.post<RegisterResponse>('/api/Users/register', body),
  })
}
