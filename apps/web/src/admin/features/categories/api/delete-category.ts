import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { refreshCategories } from './save-category'

/** DELETE /api/category/{id}: a category with subcategories or garments answers 409 with the counts. */
export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/category/${encodeURIComponent(id)}`),
    onSuccess: () => refreshCategories(queryClient),
  })
}
