import { Link } from 'react-router'
import { Spinner } from '../../../components/ui/spinner'
import { sv } from '../../../i18n/sv'
import { useClearCart } from '../api/clear-cart'
import { useCart } from '../api/get-cart'
import { useRemoveFromCart } from '../api/remove-from-cart'
import { totalPoints } from '../lib/format'
import { PanelList } from './panel-list'
import { btn } from './styles'

/** Slide-in cart content (Varukorg). Rendered inside the header's panel by the shell. */
export function CartPanel({ onClose }: { onClose: () => void }) {
  const cart = useCart()
  const remove = useRemoveFromCart()
  const clear = useClearCart()
  if (cart.isPending) return <Spinner />
  if (cart.items.length === 0) return <p className="p-4 text-stone-700">{sv.cart.cartEmpty}</p>
  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <PanelList items={cart.items} onRemove={(id) => remove.mutate(id)} removing={remove.isPending} />
      <div className="flex items-center justify-between border-t border-stone-300 pt-3 font-semibold">
        <span>{sv.cart.total}</span>
        <span data-testid="cart-panel-total">{sv.cart.points(totalPoints(cart.items))}</span>
      </div>
      <div className="grid gap-2">
        <Link to="/cart" onClick={onClose} className={btn.secondary}>
          {sv.cart.showCart}
        </Link>
        <Link to="/checkout" onClick={onClose} className={btn.primary}>
          {sv.cart.order}
        </Link>
        <button
          type="button"
          onClick={() => clear.mutate()}
          disabled={clear.isPending}
          className={`${btn.link} justify-self-center`}
        >
          {sv.cart.clearCart}
        </button>
      </div>
    </div>
  )
}
