import type { ProductDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** At most this many similar garments are shown (6 are requested, spec §9). */
export const SIMILAR_SHOWN = 4

/**
 * Similar garments from the first source that has any besides the current one: the garment's own
 * category, then its top-level category, then everything (spec §7). We skip a source whose only hit
 * is the current garment, since showing nothing there would be an empty section.
 */
export async function getSimilarProducts(
  product: Pick<ProductDto, 'id' | 'categoryId'>,
  mainCategoryId: string,
  signal?: AbortSignal,
): Promise<ProductDto[]> {
  const sources = [
    `/api/products/category/${product.categoryId}/0/6/0/`,
    `/api/products/mainCategory/${mainCategoryId}/0/6/0/`,
    '/api/products/all/0/6',
  ]
  for (const path of sources) {
    const items = (await api.get<ProductDto[]>(path, { signal })).filter((p) => p.id !== product.id)
    if (items.length > 0) return items.slice(0, SIMILAR_SHOWN)
  }
  return []
}

export const similarProductsQuery = (
  product: Pick<ProductDto, 'id' | 'categoryId'>,
  mainCategoryId: string,
) =>
  queryOptions({
    queryKey: ['products', 'similar', product.id, product.categoryId, mainCategoryId],
    queryFn: ({ signal }) => getSimilarProducts(product, mainCategoryId, signal),
    staleTime: 60_000,
  })

export const useSimilarProducts = (product: Pick<ProductDto, 'id' | 'categoryId'>, mainCategoryId: string) =>
  useQuery(similarProductsQuery(product, mainCategoryId))
