import { Link } from 'react-router'
import { sv } from '../../../i18n/sv'
import { formatPoints } from '../../../lib/format'
import { useClearCart } from '../api/clear-cart'
import { useCart } from '../api/get-cart'
import { useRemoveFromCart } from '../api/remove-from-cart'
import { totalPoints } from '../lib/format'
import { ListPanel } from './list-panel'
import { btn } from './styles'

/** Slide-in cart content (Varukorg). Rendered inside the header's panel by the shell. */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const cart = useCart()
  return (
    <ListPanel
      list={cart}
      remove={useRemoveFromCart()}
      clear={useClearCart()}
      empty={sv.cart.cartEmpty}
      clearLabel={sv.cart.clearCart}
      summary={
        <div className="flex items-center justify-between border-t border-stone-300 pt-3 font-semibold">
          <span>{sv.cart.total}</span>
          <span data-testid="cart-panel-total">{formatPoints(totalPoints(cart.items))}</span>
        </div>
      }
    >
      <Link to="/cart" onClick={onClose} className={btn.secondary}>
        {sv.cart.showCart}
      </Link>
      <Link to="/checkout" onClick={onClose} className={btn.primary}>
        {sv.cart.order}
      </Link>
    </ListPanel>
  )
}
