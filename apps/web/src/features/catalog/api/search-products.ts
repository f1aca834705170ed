import type { ProductSearchResponse } from '@kladbyte/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { ShopParams } from '../lib/shop-params'

/** What the shop asks the server for: its URL params plus the category from the path. */
export interface ProductFilters extends ShopParams {
  categoryId: string | null
}

/** The query string the shop sends for `filters` (the server renders /shop with the same one). */
export function searchRequestParams(
  filters: ProductFilters,
): Record<string, string | number | boolean | undefined> {
  return {
    categoryId: filters.categoryId ?? undefined,
    includeDescendants: filters.categoryId ? true : undefined,
    page: filters.page,
    pageSize: filters.perPage,
    // 0 means no limit; the server treats a missing maxPrice the same way.
    maxPrice: filters.maxPrice > 0 ? filters.maxPrice : undefined,
    search: filters.search || undefined,
    sizes: filters.sizes.length > 0 ? filters.sizes.join(',') : undefined,
  }
}

/** GET /api/products/search; `signal` lets TanStack Query abort a request that is no longer wanted. */
export function searchProducts(filters: ProductFilters, signal?: AbortSignal) {
  return api.get<ProductSearchResponse>('/api/products/search', {
    signal,
    params: searchRequestParams(filters),
  })
}

/** One page of shop results, cached for 60 s (spec §4). */
export const productSearchQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: ['products', 'search', filters],
    queryFn: ({ signal }) => searchProducts(filters, signal),
    staleTime: 60_000,
  })

/** The shop's results; the previous page stays visible (dimmed) while the next one loads. */
export const useProductSearch = (filters: ProductFilters) =>
  useQuery({ ...productSearchQuery(filters), placeholderData: keepPreviousData })
