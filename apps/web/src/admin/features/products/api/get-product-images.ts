import type { ProductImageDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminProductsKey } from './get-admin-products'

/** GET /api/products/images/{productId}: main image first. */
export const productImagesQuery = (productId: string) =>
  queryOptions({
    queryKey: [...adminProductsKey, 'images', productId],
    queryFn: ({ signal }) =>
      api.get<ProductImageDto[]>(`/api/products/images/${encodeURIComponent(productId)}`, { signal }),
  })

export const useProductImages = (productId: string | null) =>
  useQuery({ ...productImagesQuery(productId ?? ''), enabled: productId !== null })
