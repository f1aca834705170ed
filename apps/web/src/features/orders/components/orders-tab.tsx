import { useState } from 'react'
import { Spinner } from '../../../components/ui/spinner'
import { sv } from '../../../i18n/sv'
import { formatDate, formatOrderNumber } from '../../../lib/format'
import { useOrders } from '../api/get-orders'
import { OrderDetail } from './order-detail'
import { StatusBadge } from './status-badge'

const t = sv.cart.orders

/** The #orders tab of /my-account: the member's orders, newest first, or one order's detail. */
export function OrdersTab() {
  const { data: orders, isPending, isError } = useOrders()
  const [selected, setSelected] = useState<string | null>(null)
  if (selected) return <OrderDetail id={selected} onBack={() => setSelected(null)} />
  if (isPending) return <Spinner />
  if (isError)
    return (
      <p role="alert" className="text-red-800">
        {t.loadFailed}
      </p>
    )
  if (orders.length === 0) return <p className="text-stone-700">{t.empty}</p>
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t.title}</caption>
      <thead className="border-b border-stone-300 text-stone-700">
        <tr>
          <th className="py-2 font-semibold">{t.orderNumber}</th>
          <th className="py-2 font-semibold">{t.date}</th>
          <th className="py-2 font-semibold">{t.status}</th>
          <th className="hidden py-2 text-right font-semibold sm:table-cell">{t.total}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {orders.map((order) => (
          <tr key={order.id}>
            <td className="py-3 pr-3">
              <button
                type="button"
                onClick={() => setSelected(order.id)}
                aria-label={t.show(order.orderNumber)}
                className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
              >
                {formatOrderNumber(order.orderNumber)}
              </button>
            </td>
            <td className="py-3 pr-3">{formatDate(order.created)}</td>
            <td className="py-3 pr-3">
              <StatusBadge status={order.orderStatus} />
            </td>
            <td className="hidden py-3 text-right whitespace-nowrap sm:table-cell">
              {sv.cart.points(order.totalPoints)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
