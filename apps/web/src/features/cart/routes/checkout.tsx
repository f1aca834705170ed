import type { CartItemDto } from '@kladbyte/contract'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Button } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { sv } from '../../../i18n/sv'
import { isConflict } from '../../../lib/api-client'
import { formatPoints } from '../../../lib/format'
import { userContextQuery } from '../../../lib/session'
import { useCart } from '../api/get-cart'
import { usePlaceOrder } from '../api/place-order'
import { useRemoveFromCart } from '../api/remove-from-cart'
import { CheckoutInfoPanels, UserDetails } from '../components/checkout-info'
import { CheckoutLines } from '../components/checkout-lines'
import { OrderResult } from '../components/order-result'
import { canConfirmOrder } from '../lib/checkout-rule'
import { totalPoints } from '../lib/format'

const t = sv.cart.checkout

/** Garments a 409 answer named as gone (the cart marks them until they are removed). */
function conflictIds(error: unknown): Set<string> {
  if (!isConflict(error)) return new Set()
  const ids = (error.body as { unavailableProductIds?: unknown } | undefined)?.unavailableProductIds
  return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [])
}

/** /checkout (Din Beställning): order summary, member details, info panels and the confirm button. */
export function Component() {
  // Fresh balance and membership every time the checkout opens.
  const userQuery = useQuery({ ...userContextQuery, refetchOnMount: 'always' })
  const cart = useCart()
  const remove = useRemoveFromCart()
  const order = usePlaceOrder()
  const gone = useMemo(() => conflictIds(order.error), [order.error])
  const user = userQuery.data
  if (!user || cart.isPending) return <Spinner />

  const isUnavailable = (item: CartItemDto) => !item.available || gone.has(item.productId)
  const total = totalPoints(cart.items)
  const submitting = order.isPending
  const enabled = canConfirmOrder({
    hasSubscription: user.hasSubscription,
    itemCount: cart.items.length,
    loading: cart.isFetching || userQuery.isFetching,
    submitting,
  })
  return (
    <section className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-semibold">{t.title}</h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-4">
          {cart.items.length === 0 ? (
            <p className="rounded-lg border border-stone-200 p-6 text-stone-700">{t.empty}</p>
          ) : (
            <CheckoutLines
              items={cart.items}
              isUnavailable={isUnavailable}
              onRemove={(id) => remove.mutate(id)}
              removing={remove.isPending || submitting}
            />
          )}
          <dl className="grid grid-cols-[1fr_auto] gap-y-1 rounded-lg border border-stone-200 bg-white p-4 text-sm">
            <dt>{t.balance}</dt>
            <dd className="font-semibold" data-testid="balance">
              {formatPoints(user.points)}
            </dd>
            {cart.items.length > 0 && (
              <>
                <dt>{t.afterOrder}</dt>
                <dd className="font-semibold">{formatPoints(user.points - total)}</dd>
              </>
            )}
          </dl>
          {total > user.points && <p className="text-sm text-red-800">{t.notEnoughPoints}</p>}
          <OrderResult order={order.data} error={order.error} />
          <Button
            className="w-full sm:w-auto sm:justify-self-start"
            disabled={!enabled}
            loading={submitting}
            onClick={() => order.mutate(cart.items)}
          >
            {t.confirm}
            {submitting && <span className="sr-only">{t.submitting}</span>}
          </Button>
        </div>
        <aside className="grid content-start gap-4">
          <UserDetails user={user} />
          <CheckoutInfoPanels hasSubscription={user.hasSubscription} />
        </aside>
      </div>
    </section>
  )
}
