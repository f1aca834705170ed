import type { AdminOrderDto } from '@kladbyte/contract'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminOrdersKey } from './get-orders'

/** GET /api/orders/{id} as staff (customer, updated, mails). */
export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'one', id],
    queryFn: ({ signal }) => api.get<AdminOrderDto>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
  })
export const useAdminOrder = (id: string) => useQuery(adminOrderQuery(id))

/** The screen updates from the server's answer (spec §4), and every list is stale. */
export function useShowOrder() {
  const queryClient = useQueryClient()
  return (next: AdminOrderDto) => {
    queryClient.setQueryData(adminOrderQuery(next.id).queryKey, next)
    void queryClient.invalidateQueries({ queryKey: [...adminOrdersKey, 'list'] })
  }
}
