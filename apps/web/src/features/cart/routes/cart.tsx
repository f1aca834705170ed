import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Spinner } from '../../../components/ui/spinner'
import { sv } from '../../../i18n/sv'
import { formatPoints } from '../../../lib/format'
import { useClearCart } from '../api/clear-cart'
import { useCart } from '../api/get-cart'
import { useRemoveFromCart } from '../api/remove-from-cart'
import { CartLines } from '../components/cart-lines'
import { btn } from '../components/styles'
import { totalPoints } from '../lib/format'

function CouponForm() {
  // Spec: a coupon input that does nothing visible.
  return (
    <form className="flex max-w-sm gap-2" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="coupon" className="sr-only">
        {sv.cart.couponLabel}
      </label>
      <input
        id="coupon"
        name="coupon"
        placeholder={sv.cart.couponPlaceholder}
        className="min-w-0 flex-1 rounded-md border border-stone-400 px-3 py-2 text-sm"
      />
      <button type="submit" className={btn.secondary}>
        {sv.cart.couponApply}
      </button>
    </form>
  )
}

function Totals({ count, total }: { count: number; total: number }) {
  return (
    <aside
      aria-labelledby="cart-totals"
      className="h-fit rounded-lg border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="cart-totals" className="text-lg font-semibold">
        {sv.cart.totalsTitle}
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-2 text-sm">
        <dt>{sv.cart.checkout.summary}</dt>
        <dd className="text-right">{count}</dd>
        <dt>{sv.cart.totalsShipping}</dt>
        <dd className="text-right">{sv.cart.totalsFree}</dd>
        <dt className="border-t border-stone-300 pt-2 text-base font-semibold">{sv.cart.total}</dt>
        <dd
          className="border-t border-stone-300 pt-2 text-right text-base font-semibold"
          data-testid="cart-total"
        >
          {formatPoints(total)}
        </dd>
      </dl>
      <Link to="/checkout" className={`${btn.primary} mt-4 w-full`}>
        {sv.cart.toCheckout}
      </Link>
    </aside>
  )
}

/** /cart: the cart's lines, coupon field, clear and continue buttons, and the totals box. */
export function Component() {
  const cart = useCart()
  const remove = useRemoveFromCart()
  const clear = useClearCart()
  const hasUnavailable = cart.items.some((i) => !i.available)
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-semibold">{sv.cart.cartTitle}</h1>
      {cart.isPending ? (
        <Spinner />
      ) : cart.items.length === 0 ? (
        <div className="rounded-lg border border-stone-200 p-8 text-center">
          <p className="text-stone-700">{sv.cart.cartEmpty}</p>
          <Link to="/shop" className={`${btn.primary} mt-4`}>
            {sv.cart.continueShopping}
          </Link>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
          <div className="grid gap-6">
            {hasUnavailable && <Alert tone="error">{sv.cart.unavailableHint}</Alert>}
            <CartLines items={cart.items} onRemove={(id) => remove.mutate(id)} removing={remove.isPending} />
            <CouponForm />
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={btn.secondary}
                onClick={() => clear.mutate()}
                disabled={clear.isPending}
              >
                {sv.cart.clearCart}
              </button>
              <Link to="/shop" className={btn.secondary}>
                {sv.cart.continueShopping}
              </Link>
            </div>
          </div>
          <Totals count={cart.items.length} total={totalPoints(cart.items)} />
        </div>
      )}
    </section>
  )
}
