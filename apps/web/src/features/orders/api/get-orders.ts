import type { OrderDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** GET /api/orders: the member's own orders, newest first. */
export const fetchOrders = (signal?: AbortSignal) => api.get<OrderDto[]>('/api/orders', { signal })

export const ordersQuery = queryOptions({
  queryKey: ['orders'],
  queryFn: ({ signal }) => fetchOrders(signal),
  staleTime: 30_000,
})

/** The member's orders. */
export const useOrders = () => useQuery(ordersQuery)
