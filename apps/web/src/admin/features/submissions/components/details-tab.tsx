import type { AdminSubmissionDto } from '@kladbyte/contract'
import type { ReactNode } from 'react'
import { adminSubmissionReview as r } from '../../../../i18n/sv/admin-submission-review'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { formatLongDateTime, formatPoints } from '../../../../lib/format'
import { EmailForm } from '../../../components/email-form'
import { useEmailSubmission } from '../api/email-submission'
import { StatusBadge } from './badges'
import { CustomerCard, SentEmails } from './customer-card'
import { PrioritySelect, ReviewerNotesForm, StatusSelector } from './details-controls'

const t = adminSubmissions.detail

/**
 * Detaljer: the facts, the member, staff's notes, priority and status, and the e-mail form (spec §2.2).
 * `customer` is the submission's, or the signed-in admin when it is their own.
 */
export function DetailsTab({
  submission,
  customer,
  reviewable = true,
}: {
  submission: AdminSubmissionDto
  customer: AdminSubmissionDto['customer'] | undefined
  /** False on the admin's own submission: notes and priority go through the review, refused there. */
  reviewable?: boolean
}) {
  const email = useEmailSubmission(submission.id)
  const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() || customer.email : ''
  const reference = submission.id.slice(0, 8)
  const templates = Object.values(r.templates).map((tpl) => ({
    label: tpl.label,
    subject: tpl.subject(reference),
    body: tpl.body(name, reference),
  }))

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 lg:grid-cols-2">
        <dl className="grid content-start gap-4 sm:grid-cols-2">
          <Field label={t.id}>
            <span className="font-mono text-sm break-all">{submission.id}</span>
          </Field>
          <Field label={t.status}>
            <StatusBadge status={submission.status} />
          </Field>
          <Field label={t.created}>{formatLongDateTime(submission.created)}</Field>
          <Field label={t.updated}>{formatLongDateTime(submission.updated)}</Field>
          <Field label={t.notes} wide>
            <span className="whitespace-pre-line">{submission.notes || t.none}</span>
          </Field>
          {submission.creditedTotal > 0 && (
            <Field label={r.creditedLabel} wide>
              {formatPoints(submission.creditedTotal)}
            </Field>
          )}
        </dl>
        <CustomerCard customer={customer} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {reviewable && <ReviewerNotesForm submission={submission} />}
        <div className="flex flex-col gap-4">
          <StatusSelector submission={submission} />
          {reviewable && <PrioritySelect submission={submission} />}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <EmailForm
          // A new member e-mail (a reload) restarts the form with it prefilled.
          key={customer?.email ?? ''}
          heading={r.email.heading}
          defaultTo={customer?.email ?? ''}
          templates={templates}
          send={email}
        />
        <SentEmails emails={submission.emails} />
      </div>
    </div>
  )
}

function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-sm font-medium text-stone-700">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
