import type { AdminProductSearchResponse } from '@kladbyte/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** Staff's cache key for products; every product change invalidates it. */
export const adminProductsKey = ['admin', 'products'] as const

export interface AdminProductsFilter {
  page: number
  pageSize: number
  categoryId: string | null
}

/** GET /api/products/admin/search: one page of every garment that is not archived, newest first. */
export const adminProductsQuery = (filter: AdminProductsFilter) =>
  queryOptions({
    queryKey: [...adminProductsKey, 'list', filter],
    queryFn: ({ signal }) =>
      api.get<AdminProductSearchResponse>('/api/products/admin/search', {
        params: {
          page: filter.page,
          pageSize: filter.pageSize,
          includeDescendants: true,
          categoryId: filter.categoryId ?? undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  })

export const useAdminProducts = (filter: AdminProductsFilter) => useQuery(adminProductsQuery(filter))
