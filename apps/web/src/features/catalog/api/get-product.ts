import type { ProductDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, isInvalid, isNotFound } from '../../../lib/api-client'

/** GET /api/products/{id}. */
export function getProduct(productId: string, signal?: AbortSignal) {
  return api.get<ProductDto>(`/api/products/${encodeURIComponent(productId)}`, { signal })
}

/** True when the server says the product does not exist (or the id is not one). */
export function isProductMissing(error: unknown): boolean {
  return isNotFound(error) || isInvalid(error)
}

/** One product, cached for 60 s; a 404 is an answer, not something to retry. */
export const productQuery = (productId: string) =>
  queryOptions({
    queryKey: ['products', 'detail', productId],
    queryFn: ({ signal }) => getProduct(productId, signal),
    staleTime: 60_000,
    retry: (failures, error) => !isProductMissing(error) && failures < 1,
  })

export const useProduct = (productId: string) => useQuery(productQuery(productId))
