import { z } from 'zod'
import { SEARCH_MAX_LENGTH } from './limits.js'
import { paged, pagedQuery } from './paging.js'

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

/**
 * The shop counts a listing's garments up to this many and no further (docs/decisions/038): a
 * larger total is shown as 'Över 10 000 produkter', and pages past it are empty.
 */
export const SHOP_TOTAL_CAP = 10_000

/**
 * A search counts its matches up to this many (docs/decisions/044): more is shown as
 * 'Över 1 000 produkter', listed newest first, and its pages end there.
 */
export const SEARCH_TOTAL_CAP = 1_000

/** `total` is the number of matches, or the cap (SHOP_TOTAL_CAP, for a search SEARCH_TOTAL_CAP) when there are more (then `totalCapped`). */
export const ProductSearchResponse = paged(ProductDto).extend({
  page: z.number().int(),
  /** True when there are more than `total` matches: the count stopped at the cap. */
  totalCapped: z.boolean().optional(),
})
export type ProductSearchResponse = z.infer<typeof ProductSearchResponse>

/** Widths (px) every product image is stored at; `srcset` lists the ones an image has (no upscaling). */
export const IMAGE_WIDTHS = [320, 640, 1024] as const

/** The shop's page-size limits: larger requests are clamped, smaller ones get the default. */
export const SHOP_PAGE_SIZE_DEFAULT = 20
export const SHOP_PAGE_SIZE_MAX = 100

const booleanFlag = z.enum(['true', 'false', 'True', 'False', '1', '0', ''])

/**
 * Query of `GET /api/products/search`. Numbers are validated as integers (not numbers → 400);
 * the server clamps them: page < 1 → 1, pageSize < 1 → 20, pageSize > 100 → 100, maxPrice 0 → no limit.
 * `sizes` is comma-separated (repeating the key works too); `categoryId` '' or the empty guid means all.
 */
export const ProductSearchQuery = z.object({
  categoryId: z.union([z.literal(''), z.guid()]).optional(),
  includeDescendants: booleanFlag.optional(),
  ...pagedQuery({ maxPageSize: SHOP_PAGE_SIZE_MAX, defaultPageSize: SHOP_PAGE_SIZE_DEFAULT }),
  maxPrice: z.coerce.number().int().min(0).optional(),
  search: z.string().max(SEARCH_MAX_LENGTH).optional(),
  sizes: z.union([z.string(), z.array(z.string())]).optional(),
})
export type ProductSearchQuery = z.input<typeof ProductSearchQuery>
