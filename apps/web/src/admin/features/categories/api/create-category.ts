import type { AdminCategoryDto, CreateCategoryBody } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { refreshCategories } from './get-categories'

/** POST /api/category: answers the new category with its id. */
export const createCategory = (body: CreateCategoryBody) => api.post<AdminCategoryDto>('/api/category', body)

/** Adds a category; staff's list and the shop's menu refetch. */
export function useCreateCategory() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createCategory, onSuccess: () => refreshCategories(queryClient) })
}
