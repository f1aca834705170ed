import type { ProductDto, UpdateProductBody } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminProductsKey } from './get-admin-products'

/** PUT /api/products: the whole product; answers it as staff see it. */
export const updateProduct = (body: UpdateProductBody) => api.put<ProductDto>('/api/products', body)

/** Saves a garment; pending until the staff lists have refetched. */
export function useUpdateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  })
}
