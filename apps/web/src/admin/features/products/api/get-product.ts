import type { ProductDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminProductsKey } from './get-admin-products'

/** GET /api/products/{id} (staff see hidden garments too). */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminProductsKey, 'product', id],
    queryFn: ({ signal }) => api.get<ProductDto>(`/api/products/${encodeURIComponent(id)}`, { signal }),
  })

export const useProduct = (id: string | null) => useQuery({ ...productQuery(id ?? ''), enabled: id !== null })
