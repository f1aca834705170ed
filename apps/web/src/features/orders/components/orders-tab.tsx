import type { OrderDto } from '@kladbyte/contract'
import { useState } from 'react'
import { OrderStatusBadge } from '../../../components/orders/status-badge'
import { Alert } from '../../../components/ui/alert'
import { Spinner } from '../../../components/ui/spinner'
import { type Column, Table } from '../../../components/ui/table'
import { sv } from '../../../i18n/sv'
import { formatDate, formatOrderNumber, formatPoints } from '../../../lib/format'
import { useOrders } from '../api/get-orders'
import { OrderDetail } from './order-detail'

const t = sv.cart.orders

/** The #orders tab of /my-account: the member's orders, newest first, or one order's detail. */
export function OrdersTab() {
  const { data: orders, isPending, isError } = useOrders()
  const [selected, setSelected] = useState<string | null>(null)
  if (selected) return <OrderDetail id={selected} onBack={() => setSelected(null)} />
  if (isPending) return <Spinner />
  if (isError) return <Alert tone="error">{t.loadFailed}</Alert>
  if (orders.length === 0) return <p className="text-stone-700">{t.empty}</p>

  const columns: Column<OrderDto>[] = [
    {
      id: 'number',
      header: t.orderNumber,
      cell: (order) => (
        <button
          type="button"
          onClick={() => setSelected(order.id)}
          aria-label={t.show(order.orderNumber)}
          className="font-semibold text-emerald-800 underline underline-offset-2 hover:text-emerald-950"
        >
          {formatOrderNumber(order.orderNumber)}
        </button>
      ),
    },
    { id: 'date', header: t.date, cell: (order) => formatDate(order.created) },
    { id: 'status', header: t.status, cell: (order) => <OrderStatusBadge status={order.orderStatus} /> },
    {
      id: 'total',
      header: t.total,
      align: 'right',
      cell: (order) => <span className="whitespace-nowrap">{formatPoints(order.totalPoints)}</span>,
    },
  ]
  return <Table caption={t.title} columns={columns} rows={orders} rowKey={(order) => order.id} />
}
