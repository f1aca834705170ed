import type { ProductDto } from '@kladbyte/contract'
import { createContext, useContext } from 'react'

/**
 * Adding a garment to the cart or the wishlist, for pages outside the cart feature (the product
 * page). The cart feature implements it and `app/` provides it, so the catalogue never imports the
 * cart (ADR 013).
 */
export interface ListActions {
  addToCart(product: ProductDto): void
  addToWishlist(product: ProductDto): void
}

const ListActionsContext = createContext<ListActions | null>(null)

export const ListActionsProvider = ListActionsContext.Provider

/** The cart/wishlist actions provided by the app shell. */
export function useListActions(): ListActions {
  const actions = useContext(ListActionsContext)
  if (!actions) throw new Error('useListActions needs a ListActionsProvider (app/layouts/shop-layout)')
  return actions
}
