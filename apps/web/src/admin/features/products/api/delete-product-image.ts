import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../../components/ui/toast'
import { adminProducts as t } from '../../../../i18n/sv/admin-products'
import { api } from '../../../../lib/api-client'
import { adminProductsKey } from './get-admin-products'

/** DELETE /api/products/image/{imageId}. */
export const deleteProductImage = (imageId: string) =>
  api.delete<null>(`/api/products/image/${encodeURIComponent(imageId)}`)

/**
 * Deletes an image at once (not with the form's Save). The failure toast is here, not per call:
 * per-call callbacks fire only for the last of several quick clicks.
 */
export function useDeleteProductImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProductImage,
    onError: () => toast.error(t.errors.image),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  })
}
