import { type AdminSubmissionDto, SUBMISSION_PRIORITIES, type SubmissionPriority } from '@kladbyte/contract'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { NativeSelect } from '../../../../components/ui/native-select'
import { TextArea } from '../../../../components/ui/text-area'
import { toast } from '../../../../components/ui/toast'
import { adminSubmissionReview as t } from '../../../../i18n/sv/admin-submission-review'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { errorText } from '../../../../lib/api-client'
import { useReviewSubmission } from '../api/review-submission'
import { useSetSubmissionStatus } from '../api/set-submission-status'

type Props = { submission: AdminSubmissionDto }

/** 'Personalens kommentarer': the member reads them on their submission; saved with 'Spara kommentar'. */
export function ReviewerNotesForm({ submission }: Props) {
  const review = useReviewSubmission(submission.id)
  const [notes, setNotes] = useState(submission.reviewerNotes)
  // A colleague's change arrives by the live reload: take it, unless this field is being edited.
  const [base, setBase] = useState(submission.reviewerNotes)
  if (submission.reviewerNotes !== base) {
    setBase(submission.reviewerNotes)
    if (notes === base) setNotes(submission.reviewerNotes)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    review.mutate(
      { reviewerNotes: notes },
      {
        onSuccess: () => toast.success(t.reviewerNotes.saved),
        onError: (err) => toast.error(errorText(err, t.errors.save)),
      },
    )
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <TextArea
        label={t.reviewerNotes.label}
        hint={t.reviewerNotes.hint}
        rows={4}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <div>
        <Button
          type="submit"
          variant="secondary"
          loading={review.isPending}
          disabled={notes === submission.reviewerNotes}
        >
          {t.reviewerNotes.save}
        </Button>
      </div>
    </form>
  )
}

/** Priority: hög, medium, låg or 'Ej angiven'; saved as soon as it is chosen. */
export function PrioritySelect({ submission }: Props) {
  const review = useReviewSubmission(submission.id)
  const current = (SUBMISSION_PRIORITIES as readonly string[]).includes(submission.priority)
    ? submission.priority
    : ''
  const change = (priority: SubmissionPriority) =>
    review.mutate(
      { priority },
      {
        onSuccess: () => toast.success(t.priority.saved(t.priority.options[priority] ?? priority)),
        onError: (err) => toast.error(errorText(err, t.errors.save)),
      },
    )
  return (
    <NativeSelect
      label={t.priority.label}
      value={current}
      disabled={review.isPending}
      onChange={(e) => change(e.target.value as SubmissionPriority)}
    >
      {['hög', 'medium', 'låg', ''].map((p) => (
        <option key={p} value={p}>
          {t.priority.options[p]}
        </option>
      ))}
    </NativeSelect>
  )
}

/** Spec §4: any status may follow any other; 'Uppdatera status' shows only when the choice differs. */
export function StatusSelector({ submission }: Props) {
  const setStatus = useSetSubmissionStatus(submission.id)
  const [choice, setChoice] = useState(submission.status)
  useEffect(() => setChoice(submission.status), [submission.status])
  const labels = adminSubmissions.status

  const update = () =>
    setStatus.mutate(choice, {
      onSuccess: () => toast.success(t.status.changed(labels[choice as keyof typeof labels])),
      onError: (err) => toast.error(errorText(err, t.errors.status)),
    })

  return (
    <div className="flex flex-wrap items-end gap-3">
      <NativeSelect
        label={t.status.label}
        className="min-w-48"
        value={String(choice)}
        onChange={(e) => setChoice(Number(e.target.value))}
      >
        {[0, 1, 2, 3, 4].map((s) => (
          <option key={s} value={s}>
            {labels[s as keyof typeof labels]}
          </option>
        ))}
      </NativeSelect>
      {choice !== submission.status && (
        <Button onClick={update} loading={setStatus.isPending}>
          {t.status.update}
        </Button>
      )}
    </div>
  )
}
