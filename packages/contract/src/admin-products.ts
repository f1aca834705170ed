import { z } from 'zod'
import { ProductDto } from './catalog.js'
import { paged, pagedQuery } from './paging.js'

/** Product name, description, size and price bounds of the staff product form (issue 16). */
export const PRODUCT_NAME_MAX = 120
export const PRODUCT_DESCRIPTION_MAX = 4000
export const PRODUCT_SIZE_MAX = 30
export const PRODUCT_PRICE_MIN = 1
export const PRODUCT_PRICE_MAX = 100_000

/** Page sizes of the staff product list (spec §9); 10 is the default. */
export const ADMIN_PRODUCT_PAGE_SIZES = [5, 10, 25, 50, 100] as const
export const ADMIN_PRODUCT_PAGE_SIZE_DEFAULT = 10

const flag = z.enum(['true', 'false', 'True', 'False', '1', '0', ''])

/** Query of `GET /api/products/admin/search`. */
export const AdminProductSearchQuery = z.object({
  ...pagedQuery({ pageSizes: ADMIN_PRODUCT_PAGE_SIZES, defaultPageSize: ADMIN_PRODUCT_PAGE_SIZE_DEFAULT }),
  includeDescendants: flag.optional(),
  categoryId: z.union([z.literal(''), z.guid('Ogiltigt kategori-id.')]).optional(),
  display: flag.optional(),
})
export type AdminProductSearchQuery = z.input<typeof AdminProductSearchQuery>

/** The category of a staff list item: its breadcrumb path from the top and its depth (1 = top level). */
export const AdminCategoryRef = z.object({
  id: z.uuid(),
  name: z.string(),
  path: z.array(z.string()),
  depth: z.number().int(),
})
export type AdminCategoryRef = z.infer<typeof AdminCategoryRef>

/** A garment as the shop shows it, plus what staff sort and file it by. */
export const AdminProductItem = ProductDto.pick({
  id: true,
  name: true,
  description: true,
  price: true,
  size: true,
  categoryId: true,
  display: true,
  state: true,
}).extend({
  created: z.string(),
  /** Null when the category is unknown (the page shows 'Okänd'). */
  category: AdminCategoryRef.nullable(),
  /** The main image's smallest rendition, or null. */
  thumbnailUrl: z.string().nullable(),
})
export type AdminProductItem = z.infer<typeof AdminProductItem>

export const AdminProductSearchResponse = paged(AdminProductItem).extend({
  /** Garments shown in the shop (display true) among the whole admin list. */
  activeTotal: z.number().int(),
  page: z.number().int(),
})
export type AdminProductSearchResponse = z.infer<typeof AdminProductSearchResponse>

const name = z
  .string()
  .trim()
  .min(1, 'Ange ett namn.')
  .max(PRODUCT_NAME_MAX, `Namnet får vara högst ${PRODUCT_NAME_MAX} tecken.`)
const size = z
  .string()
  .trim()
  .min(1, 'Ange en storlek.')
  .max(PRODUCT_SIZE_MAX, `Storleken får vara högst ${PRODUCT_SIZE_MAX} tecken.`)
const price = z
  .number({ error: 'Ange ett pris i poäng.' })
  .int('Priset ska vara ett heltal.')
  .min(PRODUCT_PRICE_MIN, `Priset ska vara minst ${PRODUCT_PRICE_MIN} poäng.`)
  .max(PRODUCT_PRICE_MAX, 'Priset får vara högst 100 000 poäng.')

/** An image sent as base64 (no data-URL prefix needed). */
export const ProductImageUpload = z.object({
  blob: z.string().min(1, 'Bilden saknas.'),
  main: z.boolean().optional(),
})

/** The fields staff edit; the same schema checks the panel's form. */
export const ProductFields = z.object({
  name,
  description: z
    .string()
    .max(PRODUCT_DESCRIPTION_MAX, `Beskrivningen får vara högst ${PRODUCT_DESCRIPTION_MAX} tecken.`)
    .default(''),
  categoryId: z.guid('Välj en kategori.'),
  size,
  price,
  display: z.boolean().default(true),
})
export type ProductFields = z.input<typeof ProductFields>

/** Body of `POST /api/products`: the product, optionally with images (the first becomes main). */
export const CreateProductBody = ProductFields.extend({
  images: z.array(ProductImageUpload).max(12, 'Högst 12 bilder åt gången.').optional(),
}).loose()
export type CreateProductBody = z.input<typeof CreateProductBody>

/** Body of `PUT /api/products`: the whole product with its id (images are changed by their own calls). */
export const UpdateProductBody = ProductFields.extend({ id: z.guid('Ogiltigt produkt-id.') }).loose()
export type UpdateProductBody = z.input<typeof UpdateProductBody>

/** Body of `POST /api/products/image/{productId}`. */
export const UploadProductImageBody = ProductImageUpload.extend({ productId: z.string().optional() }).loose()
export type UploadProductImageBody = z.input<typeof UploadProductImageBody>

export const CreatedProductDto = z.object({ id: z.uuid() })
