import { Component as ProductPage } from '../features/catalog/routes/product'
import { CartListActions } from './cart-list-actions'

/** The catalogue's product page with the cart's add actions for its buttons (ADR 013). */
export function Component() {
  return (
    <CartListActions>
      <ProductPage />
    </CartListActions>
  )
}
