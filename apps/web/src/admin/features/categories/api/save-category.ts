import type { AdminCategoryDto, CreateCategoryBody, UpdateCategoryBody } from '@kladbyte/contract'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { categoriesQuery } from '../../../../lib/categories'
import { adminCategoriesKey } from './get-categories'

/** Staff's list and the shop's menu both change with a category. */
export const refreshCategories = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminCategoriesKey }),
    queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey }),
  ])

/** POST /api/category: answers the new category with its id. */
export function useCreateCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateCategoryBody) => api.post<AdminCategoryDto>('/api/category', body),
    onSuccess: () => refreshCategories(queryClient),
  })
}

/** PUT /api/category: the full category. */
export function useUpdateCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateCategoryBody) => api.put<AdminCategoryDto>('/api/category', body),
    onSuccess: () => refreshCategories(queryClient),
  })
}
