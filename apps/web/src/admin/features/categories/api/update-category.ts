import type { AdminCategoryDto, UpdateCategoryBody } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { refreshCategories } from './get-categories'

/** PUT /api/category: the full category. */
export const updateCategory = (body: UpdateCategoryBody) => api.put<AdminCategoryDto>('/api/category', body)

/** Saves a category; staff's list and the shop's menu refetch. */
export function useUpdateCategory() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateCategory, onSuccess: () => refreshCategories(queryClient) })
}
