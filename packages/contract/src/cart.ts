import { z } from 'zod'

/** A cart or wishlist line; the server fills every field from the product. */
export const CartItemDto = z.object({
  productId: z.uuid(),
  productName: z.string(),
  productDescription: z.string(),
  productImageUrl: z.string(),
  categoryId: z.uuid(),
  size: z.string(),
  price: z.number().int(),
  /** False once the garment is reserved, sold or hidden: the cart marks it. */
  available: z.boolean(),
})
export type CartItemDto = z.infer<typeof CartItemDto>

/** What a client sends to add (the spec's body); only productId is trusted. */
export const AddCartItemBody = z.object({ productId: z.uuid() }).loose()
export type AddCartItemBody = z.infer<typeof AddCartItemBody>
