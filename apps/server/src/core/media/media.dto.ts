import type { ProductImageDto } from '@kladbyte/contract'
import type { productImages } from '../../db/schema/index.js'
import type { MediaUrls } from './media.urls.js'

export type ImageRow = typeof productImages.$inferSelect
/** What the API shows of an image row. */
export type ImageFields = Pick<
  ImageRow,
  'id' | 'productId' | 'storageKey' | 'widths' | 'width' | 'height' | 'main'
>

/** A stored product image as the API shows it: URLs through the public media base, every width in `srcset`. */
export function toImageDto(row: ImageFields, urls: MediaUrls): ProductImageDto {
  return {
    imageId: row.id,
    productId: row.productId,
    imageUrl: urls.defaultUrl(row.storageKey, row.widths),
    srcset: urls.srcset(row.storageKey, row.widths),
    width: row.width,
    height: row.height,
    main: row.main,
  }
}
