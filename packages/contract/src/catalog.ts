import { z } from 'zod'

/** Size values offered in the back-office (spec §9 of backoffice.md); free text ("Annat…") is allowed too. */
export const ADULT_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'One Size'] as const
export const ADULT_SIZE_RANGES = ['XXS–XS', 'XS–S', 'S–M', 'M–L', 'L–XL', 'XL–XXL'] as const
export const CHILD_SIZES = Array.from({ length: 15 }, (_, i) => `${i}–${i + 1} år`) as readonly string[]
export const SIZE_OPTIONS: readonly string[] = [...ADULT_SIZES, ...CHILD_SIZES, ...ADULT_SIZE_RANGES]

export const CategoryDto = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  display: z.boolean(),
  sorting: z.number().int(),
  /** The parent's id, or the empty guid for a top-level category. */
  parent: z.string(),
  imageRelativePath: z.string().nullable(),
})
export type CategoryDto = z.infer<typeof CategoryDto>

export const ProductImageDto = z.object({
  imageId: z.uuid(),
  productId: z.uuid(),
  /** A mid-size rendition (through the public media base URL). */
  imageUrl: z.string(),
  /** `url 320w, url 640w, ...` for <img srcset>. */
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  main: z.boolean(),
})
export type ProductImageDto = z.infer<typeof ProductImageDto>

export const PRODUCT_STATES = ['available', 'reserved', 'sold'] as const

export const ProductDto = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  /** Price in points. */
  price: z.number().int(),
  size: z.string(),
  categoryId: z.uuid(),
  display: z.boolean(),
  state: z.enum(PRODUCT_STATES),
  /** The main image's URL, or null when the garment has no image. */
  imageUrl: z.string().nullable(),
  images: z.array(ProductImageDto),
})
export type ProductDto = z.infer<typeof ProductDto>

export const ProductSearchResponse = z.object({
  items: z.array(ProductDto),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
})
export type ProductSearchResponse = z.infer<typeof ProductSearchResponse>
