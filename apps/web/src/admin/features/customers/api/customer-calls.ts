import type {
  AdminCustomerDetail,
  AdminCustomerPage,
  CreateCustomerBody,
  CreatedCustomerDto,
  PointsAdjustmentBody,
  PointsAdjustmentResult,
} from '@kladbyte/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** Staff's cache key for customers; every change below invalidates it. */
export const adminCustomersKey = ['admin', 'customers'] as const

export interface CustomersFilter {
  page: number
  pageSize: number
  search: string | null
}

/** GET /api/users/paged: one page of customers and the stat cards. */
export const customersQuery = (filter: CustomersFilter) =>
  queryOptions({
    queryKey: [...adminCustomersKey, 'list', filter],
    queryFn: ({ signal }) =>
      api.get<AdminCustomerPage>('/api/users/paged', {
        params: { page: filter.page, pageSize: filter.pageSize, search: filter.search ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
export const useCustomers = (filter: CustomersFilter) => useQuery(customersQuery(filter))

/** GET /api/users/{id}: every field, points history, orders and submissions. */
export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminCustomersKey, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminCustomerDetail>(`/api/users/${id}`, { signal }),
  })
export const useCustomer = (id: string | null) =>
  useQuery({ ...customerQuery(id ?? ''), enabled: id !== null })

/** POST /api/users/{id}/points. */
export const adjustPoints = (id: string, body: PointsAdjustmentBody) =>
  api.post<PointsAdjustmentResult>(`/api/users/${id}/points`, body)

/** POST /api/users ('Lägg till kund'). */
export const createCustomer = (body: CreateCustomerBody) => api.post<CreatedCustomerDto>('/api/users', body)
