import { type ReactNode, useMemo } from 'react'
import { useAddToCart, useAddToWishlist } from '../../features/cart/api/add-to-cart'
import { ListActionsProvider } from '../../lib/list-actions'

/** Gives every page the cart feature's add actions (the product page uses them; ADR 013). */
export function CartListActions({ children }: { children: ReactNode }) {
  const addToCart = useAddToCart()
  const addToWishlist = useAddToWishlist()
  const actions = useMemo(() => ({ addToCart, addToWishlist }), [addToCart, addToWishlist])
  return <ListActionsProvider value={actions}>{children}</ListActionsProvider>
}
