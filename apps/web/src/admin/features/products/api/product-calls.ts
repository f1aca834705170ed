import type { CreateProductBody, ProductDto, ProductImageDto, UpdateProductBody } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { postWithProgress } from '../../../../lib/post-with-progress'
import { readAsBase64 } from '../../../../lib/read-file'
import { adminProductsKey } from './get-admin-products'

/** POST /api/products: answers the new garment's id. */
export const createProduct = (body: CreateProductBody) => api.post<{ id: string }>('/api/products', body)

/** PUT /api/products: the whole product; answers it as staff see it. */
export const updateProduct = (body: UpdateProductBody) => api.put<ProductDto>('/api/products', body)

/** DELETE /api/products/{id}: a garment in an order is archived instead (`archived: true`). */
export const deleteProduct = (id: string) =>
  api.delete<{ archived: boolean }>(`/api/products/${encodeURIComponent(id)}`)

/** GET /api/products/{id} (staff see hidden garments too). */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminProductsKey, 'product', id],
    queryFn: ({ signal }) => api.get<ProductDto>(`/api/products/${encodeURIComponent(id)}`, { signal }),
  })

export const useProduct = (id: string | null) => useQuery({ ...productQuery(id ?? ''), enabled: id !== null })

/** GET /api/products/images/{productId}: main image first. */
export const productImagesQuery = (productId: string) =>
  queryOptions({
    queryKey: [...adminProductsKey, 'images', productId],
    queryFn: ({ signal }) =>
      api.get<ProductImageDto[]>(`/api/products/images/${encodeURIComponent(productId)}`, { signal }),
  })

export const useProductImages = (productId: string | null) =>
  useQuery({ ...productImagesQuery(productId ?? ''), enabled: productId !== null })

/** POST /api/products/image/{productId}: one image as base64, with upload progress. */
export async function uploadProductImage(
  productId: string,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ProductImageDto> {
  const blob = await readAsBase64(file)
  return postWithProgress<ProductImageDto>(
    `/api/products/image/${encodeURIComponent(productId)}`,
    { blob, main: false, productId },
    { onProgress, signal },
  )
}

/** PUT /api/products/image/main/{productId}/{imageId}: answers the product's images. */
export const setMainImage = (productId: string, imageId: string) =>
  api.put<ProductImageDto[]>(
    `/api/products/image/main/${encodeURIComponent(productId)}/${encodeURIComponent(imageId)}`,
  )

/** DELETE /api/products/image/{imageId}. */
export const deleteProductImage = (imageId: string) =>
  api.delete<null>(`/api/products/image/${encodeURIComponent(imageId)}`)
