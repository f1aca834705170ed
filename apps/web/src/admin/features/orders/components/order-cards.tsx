import type { AdminOrderDto } from '@kladbyte/contract'
import type { ReactNode } from 'react'
import { adminOrders as t } from '../../../../i18n/sv/admin-orders'
import { formatDateTime, formatNumber, formatOrderNumber, formatPoints } from '../../../../lib/format'
import { SentEmailMessage } from '../../../components/sent-email-message'

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-4" aria-label={title}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-stone-600">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  )
}

/** Order number, item count, total (points at the time of the order), created, updated. */
export function OrderInfoCard({ order }: { order: AdminOrderDto }) {
  return (
    <Card title={t.detail.info}>
      <dl>
        <Row label={t.detail.number}>{formatOrderNumber(order.orderNumber)}</Row>
        <Row label={t.detail.itemCount}>{formatNumber(order.itemCount)}</Row>
        <Row label={t.detail.total}>{formatPoints(order.totalPoints)}</Row>
        <Row label={t.detail.created}>{formatDateTime(order.created)}</Row>
        <Row label={t.detail.updated}>{formatDateTime(order.updated)}</Row>
      </dl>
    </Card>
  )
}

/** The member: initial avatar, name or e-mail, mailto and tel links, the address joined. */
export function CustomerCard({ customer }: { customer: AdminOrderDto['customer'] }) {
  if (!customer) {
    return (
      <Card title={t.detail.customer}>
        <p className="text-stone-600">{t.detail.noCustomer}</p>
      </Card>
    )
  }
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email
  const address = [
    customer.address,
    [customer.postalCode, customer.city].filter(Boolean).join(' '),
    customer.country,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <Card title={t.detail.customer}>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-emerald-800 text-lg font-semibold text-white"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <p className="font-semibold break-words">{name}</p>
      </div>
      <dl className="mt-3">
        <Row label={t.detail.email}>
          <a className="break-all text-emerald-900 underline" href={`mailto:${customer.email}`}>
            {customer.email}
          </a>
        </Row>
        {customer.phone && (
          <Row label={t.detail.phone}>
            <a className="text-emerald-900 underline" href={`tel:${customer.phone.replace(/\s+/g, '')}`}>
              {customer.phone}
            </a>
          </Row>
        )}
        {address && <Row label={t.detail.address}>{address}</Row>}
      </dl>
    </Card>
  )
}

/** The mails staff sent about this order, newest first. */
export function SentEmails({ emails }: { emails: AdminOrderDto['emails'] }) {
  return (
    <Card title={t.detail.sentEmails}>
      {emails.length === 0 ? (
        <p className="text-stone-600">{t.detail.noEmails}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {emails.map((e) => (
            <li key={e.id} className="border-b border-stone-100 pb-2 last:border-0">
              <p className="font-medium">{e.subject}</p>
              <p className="text-sm text-stone-600">
                {e.to} · {t.detail.sentLine(e.sentBy, formatDateTime(e.created))}
              </p>
              <SentEmailMessage email={e} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
