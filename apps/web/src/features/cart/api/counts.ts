/** Number of lines in the cart (server cart for members, browser cart for visitors). */
export function useCartCount(): number {
  return 0
}

/** Number of lines in the wishlist. */
export function useWishlistCount(): number {
  return 0
}
