import { type CategoryDto, EMPTY_GUID, type ProductDto } from '@kladbyte/contract'
import { type ImageFields, toImageDto } from '../../core/media/media.dto.js'
import type { MediaUrls } from '../../core/media/media.urls.js'
import type { ProductRow } from './catalog.repository.js'
import type { CategoryRow } from './category-tree.js'

export function toCategoryDto(row: CategoryRow, urls: MediaUrls): CategoryDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    display: row.display,
    sorting: row.sorting,
    parent: row.parentId ?? EMPTY_GUID,
    imageRelativePath: row.imagePath ? urls.file(row.imagePath) : null,
  }
}

/** What the API shows of a product row. */
export type ProductFields = Pick<
  ProductRow,
  'id' | 'name' | 'description' | 'price' | 'size' | 'categoryId' | 'display' | 'state'
>

/** A product with its images; `images` must already be in display order (main first). */
export function toProductDto(row: ProductFields, images: ImageFields[], urls: MediaUrls): ProductDto {
  const imageDtos = images.map((i) => toImageDto(i, urls))
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    size: row.size,
    categoryId: row.categoryId,
    display: row.display,
    state: row.state,
    imageUrl: imageDtos[0]?.imageUrl ?? null,
    images: imageDtos,
  }
}
