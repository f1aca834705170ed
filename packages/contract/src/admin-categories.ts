import { z } from 'zod'
import { CategoryDto } from './catalog.js'
import { EMPTY_GUID } from './values.js'

/** Longest category name (backoffice spec: name required, 1–80). */
export const CATEGORY_NAME_MAX = 80
export const CATEGORY_DESCRIPTION_MAX = 2000

/** A category as staff see it: every field plus the garments filed directly under it. */
export const AdminCategoryDto = CategoryDto.extend({
  productCount: z.number().int(),
})
export type AdminCategoryDto = z.infer<typeof AdminCategoryDto>

const CategoryName = z
  .string({ error: 'Ange ett namn.' })
  .trim()
  .min(1, 'Ange ett namn.')
  .max(CATEGORY_NAME_MAX, `Namnet får vara högst ${CATEGORY_NAME_MAX} tecken.`)

const CategoryDescription = z
  .string()
  .trim()
  .max(CATEGORY_DESCRIPTION_MAX, `Beskrivningen får vara högst ${CATEGORY_DESCRIPTION_MAX} tecken.`)

/** The parent's id; null, absent or the empty guid (what the spec's clients send) mean top level. */
const ParentId = z
  .guid('Ogiltig överordnad kategori.')
  .nullish()
  .transform((id) => (!id || id === EMPTY_GUID ? null : id.toLowerCase()))

export const CreateCategoryBody = z.object({
  parent: ParentId,
  name: CategoryName,
  description: CategoryDescription.default(''),
})
export type CreateCategoryBody = z.input<typeof CreateCategoryBody>

/** The full category (PUT). `imageRelativePath` is accepted but not changed here (no image upload yet). */
export const UpdateCategoryBody = z.object({
  id: z.guid('Ogiltigt kategori-id.'),
  name: CategoryName,
  description: CategoryDescription.default(''),
  display: z.boolean({ error: 'Ange om kategorin ska visas.' }),
  parent: ParentId,
  imageRelativePath: z.string().nullish(),
  sorting: z.number().int().min(-1_000_000).max(1_000_000).optional(),
})
export type UpdateCategoryBody = z.input<typeof UpdateCategoryBody>

export const CategoryIdParams = z.object({ id: z.string() })

/** One line of the products page's category dropdown, in tree order (depth-first, shop order). */
export const CategoryTreeNodeDto = z.object({
  id: z.uuid(),
  name: z.string(),
  /** 0 for a top-level category. */
  depth: z.number().int(),
  isLeaf: z.boolean(),
  /** Garments in the category and every category below it, archived ones not counted (what `includeDescendants=true` lists). */
  count: z.number().int(),
  /** False: hidden from the shop (staff still file garments in it). */
  display: z.boolean(),
})
export type CategoryTreeNodeDto = z.infer<typeof CategoryTreeNodeDto>
