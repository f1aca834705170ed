import type { AdminCustomerPage } from '@kladbyte/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** Staff's cache key for customers; every change to a customer invalidates it. */
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
