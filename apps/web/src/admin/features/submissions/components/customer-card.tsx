import type { AdminSubmissionDto } from '@kladbyte/contract'
import type { ReactNode } from 'react'
import { adminSubmissionReview as t } from '../../../../i18n/sv/admin-submission-review'
import { formatDateTime as formatSent } from '../../../../lib/format'
import { SentEmailMessage } from '../../../components/sent-email-message'

/** A titled white card of the detail page. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4"
      aria-label={title}
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 py-1">
      <dt className="text-stone-600">{label}</dt>
      <dd className="font-medium break-all">{children}</dd>
    </div>
  )
}

/**
 * The member: name, e-mail and phone. `customer` is null when the account is gone ('Kunddata ej
 * tillgänglig'); absent when the server's answer came without it (spec §8's load failure).
 */
export function CustomerCard({ customer }: { customer: AdminSubmissionDto['customer'] | undefined }) {
  return (
    <Card title={t.customer.heading}>
      {customer === undefined ? (
        <p className="text-red-800">{t.customer.loadFailed}</p>
      ) : customer === null ? (
        <p className="text-stone-600">{t.customer.missing}</p>
      ) : (
        <dl>
          <Row label={t.customer.name}>{`${customer.firstName} ${customer.lastName}`.trim() || '—'}</Row>
          <Row label={t.customer.email}>
            <a className="text-emerald-900 underline" href={`mailto:${customer.email}`}>
              {customer.email}
            </a>
          </Row>
          <Row label={t.customer.phone}>
            {customer.phone ? (
              <a className="text-emerald-900 underline" href={`tel:${customer.phone.replace(/\s+/g, '')}`}>
                {customer.phone}
              </a>
            ) : (
              '—'
            )}
          </Row>
        </dl>
      )}
    </Card>
  )
}

/** The mails staff sent about this submission, newest first. */
export function SentEmails({ emails }: { emails: AdminSubmissionDto['emails'] | undefined }) {
  return (
    <Card title={t.email.sent}>
      {!emails || emails.length === 0 ? (
        <p className="text-stone-600">{t.email.none}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {emails.map((e) => (
            <li key={e.id} className="border-b border-stone-100 pb-2 last:border-0">
              <p className="font-medium">{e.subject}</p>
              <p className="text-sm text-stone-600">
                {e.to} · {t.email.sentLine(e.sentBy, formatSent(e.created))}
              </p>
              <SentEmailMessage email={e} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
