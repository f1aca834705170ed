import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminProductsKey } from './get-admin-products'

/** DELETE /api/products/{id}: a garment in an order is archived instead (`archived: true`). */
export const deleteProduct = (id: string) =>
  api.delete<{ archived: boolean }>(`/api/products/${encodeURIComponent(id)}`)

/** Deletes (or archives) a garment; the list refetches either way, a failed delete may still have landed. */
export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProduct,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  })
}
