import type { AdminOrderDto } from '@kladbyte/contract'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { OrderStatusBadge } from '../../../../components/orders/status-badge'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { toast } from '../../../../components/ui/toast'
import { adminOrders as t } from '../../../../i18n/sv/admin-orders'
import { errorText } from '../../../../lib/api-client'
import { formatDateTime } from '../../../../lib/format'
import { usePageTitle } from '../../../../lib/use-page-title'
import { EmailForm } from '../../../components/email-form'
import { useDeleteOrder } from '../api/delete-order'
import { useEmailOrder } from '../api/email-order'
import { useAdminOrder } from '../api/get-order'
import { useSetOrderStatus } from '../api/set-order-status'
import { CustomerCard, OrderInfoCard, SentEmails } from '../components/order-cards'
import { OrderProducts } from '../components/order-products'
import { StatusButtons } from '../components/status-buttons'

/** How long 'Order borttagen. Omdirigerar...' shows before the list (spec §9). */
export const REDIRECT_AFTER_DELETE_MS = 1200

/** /admin/orders/:id: status, delete, customer, products and the e-mail form (spec §2.2). */
export function Component() {
  const { id = '' } = useParams()
  const order = useAdminOrder(id)
  usePageTitle(order.data ? t.detail.heading(order.data.orderNumber) : t.title)

  useEffect(() => {
    if (order.isError) toast.error(t.errors.loadOne)
  }, [order.isError])

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 md:py-10">
      <Link to="/admin/orders" className="self-start text-emerald-900 underline">
        {t.detail.back}
      </Link>
      {order.isPending ? (
        <SkeletonText lines={8} />
      ) : order.isError ? (
        <Alert tone="error">{t.errors.loadOne}</Alert>
      ) : (
        <OrderDetail order={order.data} />
      )}
    </div>
  )
}

function OrderDetail({ order }: { order: AdminOrderDto }) {
  const navigate = useNavigate()
  const setStatus = useSetOrderStatus(order.id)
  const deletion = useDeleteOrder(order.id)
  const email = useEmailOrder(order.id)
  const busy = setStatus.isPending || deletion.isPending
  const [confirming, setConfirming] = useState(false)
  const [removed, setRemoved] = useState(false)
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(redirect.current), [])

  const changeStatus = (status: number) =>
    setStatus.mutate(status, {
      onSuccess: () => toast.success(t.detail.statusChanged(t.status[status] ?? t.status.unknown)),
      // A refusal says why (a garment is gone, the points do not cover it); anything else is generic.
      onError: (err) => toast.error(errorText(err, t.errors.status)),
    })

  const remove = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false)
        setRemoved(true)
        redirect.current = setTimeout(() => navigate('/admin/orders'), REDIRECT_AFTER_DELETE_MS)
      },
      onError: () => {
        setConfirming(false)
        toast.error(t.errors.remove)
      },
    })

  const name = order.customer ? `${order.customer.firstName} ${order.customer.lastName}`.trim() : ''
  const templates = Object.values(t.templates).map((tpl) => ({
    label: tpl.label,
    subject: tpl.subject(order.orderNumber),
    body: tpl.body(name || (order.customer?.email ?? ''), order.orderNumber),
  }))

  if (removed) {
    return (
      <Alert tone="success" size="large">
        {t.detail.removed}
      </Alert>
    )
  }

  return (
    <>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold md:text-3xl">{t.detail.heading(order.orderNumber)}</h1>
          <OrderStatusBadge status={order.orderStatus} />
        </div>
        <p className="text-sm text-stone-700">
          {t.detail.created} {formatDateTime(order.created)} · {t.detail.updated}{' '}
          {formatDateTime(order.updated)}
        </p>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusButtons current={order.orderStatus} busy={busy} onSelect={changeStatus} />
        <Button variant="secondary" className="text-red-800" onClick={() => setConfirming(true)}>
          {t.detail.remove}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <OrderInfoCard order={order} />
        <CustomerCard customer={order.customer} />
      </div>
      <OrderProducts items={order.items} />
      <div className="grid gap-4 lg:grid-cols-2">
        <EmailForm
          heading={t.detail.sendEmail}
          defaultTo={order.customer?.email ?? ''}
          templates={templates}
          send={email}
        />
        <SentEmails emails={order.emails} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.detail.confirmTitle}
        message={t.detail.confirm}
        confirmLabel={t.detail.confirmYes}
        cancelLabel={t.detail.cancel}
        pending={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={remove}
      />
    </>
  )
}
