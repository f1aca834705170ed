import { z } from 'zod'
import { ApiErrorDto } from './common.js'

/** A cart or wishlist line; the server fills every field from the product. */
export const CartItemDto = z.object({
  productId: z.uuid(),
  productName: z.string(),
  productDescription: z.string(),
  /** The main image (640 px WebP through the public media URL), or '' when the garment has none. */
  productImageUrl: z.string(),
  categoryId: z.uuid(),
  size: z.string(),
  price: z.number().int(),
  /** False once the garment is reserved, sold or hidden: the cart marks it. */
  available: z.boolean(),
})
export type CartItemDto = z.infer<typeof CartItemDto>

/** The whole cart or wishlist, oldest line first. */
export const CartListDto = z.array(CartItemDto)
export type CartListDto = z.infer<typeof CartListDto>

/** What a client sends to add (the spec's body); only productId is trusted. */
export const AddCartItemBody = z.object({ productId: z.uuid() }).loose()
export type AddCartItemBody = z.infer<typeof AddCartItemBody>

/** Path parameter naming a garment in the cart or wishlist. */
export const CartProductParams = z.object({ productId: z.uuid() })
export const WishlistItemParams = z.object({ id: z.uuid() })

/**
 * `POST /api/cart/merge` and `POST /api/wishlist/merge`: a guest's browser list after login.
 * Unknown and unavailable garments are skipped; the answer is the merged list.
 */
export const MergeCartBody = z.object({ productIds: z.array(z.uuid()).max(200) })
export type MergeCartBody = z.infer<typeof MergeCartBody>

/** Error answers keep their extra fields (validation details). */
export const CartErrorDto = ApiErrorDto.loose()
