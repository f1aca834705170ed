import type { AdminOrderDto, AdminOrderPage, StaffEmailBody } from '@kladbyte/contract'
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

/** GET /api/orders/{id} as staff (customer, updated, mails). */
export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminOrdersKey, 'one', id],
    queryFn: ({ signal }) => api.get<AdminOrderDto>(`/api/orders/${encodeURIComponent(id)}`, { signal }),
  })
export const useAdminOrder = (id: string) => useQuery(adminOrderQuery(id))

export const setOrderStatus = (id: string, status: number) =>
  api.put<AdminOrderDto>(`/api/orders/${encodeURIComponent(id)}/status/${status}`)

export const deleteOrder = (id: string) => api.delete<null>(`/api/orders/${encodeURIComponent(id)}`)

export const emailOrder = (id: string, mail: StaffEmailBody) =>
  api.post<AdminOrderDto>(`/api/orders/${encodeURIComponent(id)}/email`, mail)
