import type { CreateProductBody } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminProductsKey } from './get-admin-products'

/** POST /api/products: answers the new garment's id. */
export const createProduct = (body: CreateProductBody) => api.post<{ id: string }>('/api/products', body)

/** Creates a garment; pending until the staff lists have refetched, so the new one is in them. */
export function useCreateProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  })
}
