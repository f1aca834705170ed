import type { AdminCategoryDto } from '@kladbyte/contract'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { categoriesQuery } from '../../../../lib/categories'

/** Staff's cache key for categories (apart from the shop's visible list). */
export const adminCategoriesKey = ['admin', 'categories'] as const

/** GET /api/category/all: every category, hidden ones too, with its garment count (staff). */
export const adminCategoriesQuery = queryOptions({
  queryKey: [...adminCategoriesKey, 'all'],
  queryFn: ({ signal }) => api.get<AdminCategoryDto[]>('/api/category/all', { signal }),
  staleTime: 30_000,
  // Spec §8: a failed load gives an empty list at once, not after retries.
  retry: false,
})

export const useAdminCategories = () => useQuery(adminCategoriesQuery)

/** Staff's list and the shop's menu both change with a category (after a create, update or delete). */
export const refreshCategories = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCategoriesKey }),
    queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey }),
  ])
