import { useCart } from './get-cart'
import { useWishlist } from './get-wishlist'

/** Number of lines in the cart (server cart for members, browser cart for visitors). */
export function useCartCount(): number {
  return useCart().items.length
}

/** Number of lines in the wishlist. */
export function useWishlistCount(): number {
  return useWishlist().items.length
}
