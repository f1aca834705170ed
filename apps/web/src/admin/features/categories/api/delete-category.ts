import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { refreshCategories } from './get-categories'

/** DELETE /api/category/{id}: a category with subcategories or garments answers 409 with the counts. */
export const deleteCategory = (id: string) => api.delete<null>(`/api/category/${encodeURIComponent(id)}`)

/** Removes a category; staff's list and the shop's menu refetch. */
export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => refreshCategories(queryClient) })
}
