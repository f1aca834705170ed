import { useQuery, useQueryClient } from '@tanstack/react-query'
import { OrderStatusBadge } from '../../../components/orders/status-badge'
import { Alert } from '../../../components/ui/alert'
import { buttonClass } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { sv } from '../../../i18n/sv'
import { formatDate, formatOrderNumber, formatPoints } from '../../../lib/format'
import { orderQuery } from '../api/get-order'
import { ordersQuery } from '../api/get-orders'

const t = sv.cart.orders

/** One order: number, date, status, its garments with points and the total; 'Tillbaka' returns to the list. */
export function OrderDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const queryClient = useQueryClient()
  // The list already holds the order: show it at once while its own call refreshes it.
  const {
    data: order,
    isPending,
    isError,
  } = useQuery({
    ...orderQuery(id),
    placeholderData: () => queryClient.getQueryData(ordersQuery.queryKey)?.find((o) => o.id === id),
  })
  const back = (
    <button type="button" onClick={onBack} className={buttonClass('secondary')}>
      {t.back}
    </button>
  )
  if (isPending) return <Spinner />
  if (isError || !order)
    return (
      <div className="grid justify-items-start gap-4">
        <Alert tone="error">{t.loadFailed}</Alert>
        {back}
      </div>
    )
  return (
    <article className="grid gap-4">
      <h3 className="text-lg font-semibold">{t.detailTitle(order.orderNumber)}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-stone-600">{t.orderNumber}</dt>
        <dd>{formatOrderNumber(order.orderNumber)}</dd>
        <dt className="text-stone-600">{t.date}</dt>
        <dd>{formatDate(order.created)}</dd>
        <dt className="text-stone-600">{t.status}</dt>
        <dd>
          <OrderStatusBadge status={order.orderStatus} />
        </dd>
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.items}</caption>
        <thead className="border-b border-stone-300 text-stone-700">
          <tr>
            <th className="py-2 font-semibold">{sv.cart.col.product}</th>
            <th className="py-2 font-semibold">{sv.cart.col.size}</th>
            <th className="py-2 text-right font-semibold">{sv.cart.col.points}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {order.items.map((item) => (
            <tr key={item.id}>
              <td className="py-2 pr-3">{item.productName}</td>
              <td className="py-2 pr-3">{item.size}</td>
              <td className="py-2 text-right whitespace-nowrap">{formatPoints(item.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-stone-300 font-semibold">
          <tr>
            <th scope="row" colSpan={2} className="py-2 text-left">
              {t.total}
            </th>
            <td className="py-2 text-right whitespace-nowrap">{formatPoints(order.totalPoints)}</td>
          </tr>
        </tfoot>
      </table>
      <div>{back}</div>
    </article>
  )
}
