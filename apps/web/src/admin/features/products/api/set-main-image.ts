import type { ProductImageDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../../components/ui/toast'
import { adminProducts as t } from '../../../../i18n/sv/admin-products'
import { api } from '../../../../lib/api-client'
import { adminProductsKey } from './get-admin-products'

/** PUT /api/products/image/main/{productId}/{imageId}: answers the product's images. */
export const setMainImage = (productId: string, imageId: string) =>
  api.put<ProductImageDto[]>(
    `/api/products/image/main/${encodeURIComponent(productId)}/${encodeURIComponent(imageId)}`,
  )

/**
 * Makes an image the main one. The failure toast is here, not per call: per-call callbacks fire
 * only for the last of several quick clicks.
 */
export function useSetMainImage(productId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (imageId: string) => setMainImage(productId, imageId),
    onError: () => toast.error(t.errors.image),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  })
}
