import type { CreateCustomerBody, CreatedCustomerDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminCustomersKey } from './get-customers'

/** POST /api/users ('Lägg till kund'). */
export const createCustomer = (body: CreateCustomerBody) => api.post<CreatedCustomerDto>('/api/users', body)

/** Adds a customer; the list and its stat cards refetch. */
export function useCreateCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminCustomersKey }),
  })
}
