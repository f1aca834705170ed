import { type ReactNode, useMemo } from 'react'
import { useAddToCart, useAddToWishlist } from '../features/cart/api/add-to-cart'
import { ListActionsProvider } from '../lib/list-actions'

/** The cart feature's add actions for the product page, which may not import the cart (ADR 013). */
export function CartListActions({ children }: { children: ReactNode }) {
  const addToCart = useAddToCart()
  const addToWishlist = useAddToWishlist()
  const actions = useMemo(() => ({ addToCart, addToWishlist }), [addToCart, addToWishlist])
  return <ListActionsProvider value={actions}>{children}</ListActionsProvider>
}
