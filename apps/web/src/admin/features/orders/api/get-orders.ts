import type { AdminOrderPage } from '@kladbyte/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { statusPageParams } from '../../../lib/status-list'
import type { OrderListState } from '../lib/list-state'

/** Staff's cache key for orders (apart from the member's own list). */
export const adminOrdersKey = ['admin', 'orders'] as const

/** GET /api/orders/paged. */
export const adminOrdersQuery = (s: OrderListState) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'list', s],
    queryFn: ({ signal }) =>
      api.get<AdminOrderPage>(`/api/orders/paged?${new URLSearchParams(statusPageParams(s))}`, { signal }),
    placeholderData: keepPreviousData,
  })
export const useAdminOrders = (s: OrderListState) => useQuery(adminOrdersQuery(s))
