import type { OrderDto } from '@kladbyte/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** GET /api/orders/{id}: one of the member's own orders. */
export const fetchOrder = (id: string, signal?: AbortSignal) =>
  api.get<OrderDto>(`/api/orders/${encodeURIComponent(id)}`, { signal })

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: ['orders', id],
    queryFn: ({ signal }) => fetchOrder(id, signal),
    staleTime: 30_000,
  })
