import type { CategoryDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api-client'

/** Displayed categories (GET /api/category), loaded once at startup and shared by menu, home and shop. */
export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => api.get<CategoryDto[]>('/api/category', { signal }),
  staleTime: 5 * 60_000,
})

export const useCategories = () => useQuery(categoriesQuery)
