import type { CategoryTreeNodeDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** GET /api/category/tree: every category in tree order with its depth (the guide's category choice). */
export const guideCategoriesQuery = queryOptions({
  queryKey: ['admin', 'settings', 'category-tree'],
  queryFn: ({ signal }) => api.get<CategoryTreeNodeDto[]>('/api/category/tree', { signal }),
  staleTime: 30_000,
})

export const useGuideCategories = () => useQuery(guideCategoriesQuery)
