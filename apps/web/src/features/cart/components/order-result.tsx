import type { OrderDto } from '@kladbyte/contract'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { sv } from '../../../i18n/sv'
import { serverMessage } from '../../../lib/api-client'

const t = sv.cart.checkout

/** Green confirmation with the order number, or the red failure text plus the server's reason. */
export function OrderResult({ order, error }: { order?: OrderDto; error?: unknown }) {
  if (order)
    return (
      <Alert tone="success">
        <p className="font-semibold">{t.success}</p>
        <p className="mt-1" data-testid="order-number">
          {t.orderNumber(order.orderNumber)}
        </p>
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold">
          <Link to="/my-account#orders" className="underline">
            {t.seeOrders}
          </Link>
          <Link to="/shop" className="underline">
            {sv.cart.continueShopping}
          </Link>
        </p>
      </Alert>
    )
  if (!error) return null
  const message = serverMessage(error)
  const reason = message !== t.failure ? message : null
  return (
    <Alert tone="error">
      <p className="font-semibold">{t.failure}</p>
      {reason && <p className="mt-1">{reason}</p>}
    </Alert>
  )
}
