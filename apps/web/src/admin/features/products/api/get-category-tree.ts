import type { CategoryTreeNodeDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminProductsKey } from './get-admin-products'

/** GET /api/category/tree: every category in tree order with depth and garment counts. */
export const categoryTreeQuery = queryOptions({
  queryKey: [...adminProductsKey, 'category-tree'],
  queryFn: ({ signal }) => api.get<CategoryTreeNodeDto[]>('/api/category/tree', { signal }),
  staleTime: 30_000,
})

export const useCategoryTree = () => useQuery(categoryTreeQuery)
