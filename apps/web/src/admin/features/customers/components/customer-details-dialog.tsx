import type { AdminCustomerDetail } from '@kladbyte/contract'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Dialog } from '../../../../components/ui/dialog'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { adminCustomers as t } from '../../../../i18n/sv/admin-customers'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { formatDate, formatDateTime, formatPoints, formatReference } from '../../../../lib/format'
import { orderStatusLabel } from '../../../../lib/order-status'
import { useSession } from '../../../../lib/session'
import { useCustomer } from '../api/get-customer'
import { PointsAdjustmentForm } from './points-adjustment-form'

const d = t.dialog

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="min-w-0 break-words text-stone-900">{value || d.missing}</dd>
        </div>
      ))}
    </dl>
  )
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="flex flex-col gap-2 border-t border-stone-200 pt-4">
    <h3 className="text-base font-semibold">{title}</h3>
    {children}
  </section>
)

const submissionStatus = (s: number) =>
  adminSubmissions.status[s as 0 | 1 | 2 | 3 | 4] ?? adminSubmissions.status.unknown

function Details({ c }: { c: AdminCustomerDetail }) {
  const ownAccount = useSession().user?.id === c.id
  return (
    <div className="flex flex-col gap-4">
      {c.deleted && (
        <div className="flex flex-col items-start gap-2" data-testid="customer-deleted">
          <Badge tone="danger">{t.deleted}</Badge>
          <p className="text-sm text-stone-700">{t.deletedNote}</p>
        </div>
      )}
      <Fields
        rows={[
          [d.name, `${c.firstName} ${c.lastName}`],
          [d.email, c.email],
          [d.phone, c.phone],
          [d.address, c.address],
          [d.city, c.city],
          [d.region, c.region],
          [d.postalCode, c.postalCode],
          [d.country, c.country],
          [d.personnummer, c.personnummer],
          [d.emailVerified, c.emailVerified ? d.yes : d.no],
          [d.subscription, c.hasSubscription ? t.active : t.inactive],
        ]}
      />
      <Section title={d.points}>
        <p className="text-sm">
          {d.balance}: <strong>{formatPoints(c.points)}</strong>
        </p>
        <h4 className="text-sm font-semibold">{d.history}</h4>
        {c.pointsHistory.length === 0 ? (
          <p className="text-sm text-stone-600">{d.noHistory}</p>
        ) : (
          <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto text-sm">
            {c.pointsHistory.map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-x-3">
                <span>
                  {formatDateTime(e.created)} · {e.note ?? t.reasons[e.reason]}
                  {e.by && <span className="text-stone-600"> ({d.by(e.by)})</span>}
                </span>
                <span className="tabular-nums font-medium">
                  {e.delta > 0 ? '+' : ''}
                  {formatPoints(e.delta)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {/* A deleted account can no longer use points: its balance is history only. Staff never
            adjust their own balance (ADR 046): a colleague does. */}
        {ownAccount && <p className="text-sm text-stone-700">{d.ownPoints}</p>}
        {!c.deleted && !ownAccount && <PointsAdjustmentForm key={c.id} customerId={c.id} />}
      </Section>
      <Section title={d.orders}>
        {c.orders.length === 0 ? (
          <p className="text-sm text-stone-600">{d.noOrders}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {c.orders.map((o) => (
              <li key={o.id}>
                <Link to={`/admin/orders/${o.id}`} className="text-emerald-900 underline">
                  {d.order(o.orderNumber)}
                </Link>{' '}
                · {orderStatusLabel(o.status)} · {formatDate(o.created)}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={d.submissions}>
        {c.submissions.length === 0 ? (
          <p className="text-sm text-stone-600">{d.noSubmissions}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {c.submissions.map((s) => (
              <li key={s.id}>
                <Link to={`/admin/submissions/${s.id}`} className="text-emerald-900 underline">
                  {d.submission(s.title, formatReference(s.id))}
                </Link>{' '}
                · {submissionStatus(s.status)} · {formatDate(s.created)}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  )
}

/** 'Visa detaljer': every field of spec §2.2, points with the adjustment form, orders and submissions. */
export function CustomerDetailsDialog({
  customerId,
  title,
  onClose,
}: {
  customerId: string | null
  title: string
  onClose: () => void
}) {
  const customer = useCustomer(customerId)
  return (
    <Dialog
      open={customerId !== null}
      onClose={onClose}
      title={title}
      size="lg"
      closeButton={false}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {d.close}
        </Button>
      }
    >
      {customer.isPending ? (
        <SkeletonText lines={6} />
      ) : customer.isError ? (
        <Alert tone="error">{d.error}</Alert>
      ) : (
        <Details c={customer.data} />
      )}
    </Dialog>
  )
}
