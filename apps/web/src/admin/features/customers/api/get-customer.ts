import type { AdminCustomerDetail } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminCustomersKey } from './get-customers'

/** GET /api/users/{id}: every field, points history, orders and submissions. */
export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminCustomersKey, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminCustomerDetail>(`/api/users/${id}`, { signal }),
  })
export const useCustomer = (id: string | null) =>
  useQuery({ ...customerQuery(id ?? ''), enabled: id !== null })
