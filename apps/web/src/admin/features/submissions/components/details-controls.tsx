import { type AdminSubmissionDto, SUBMISSION_PRIORITIES, type SubmissionPriority } from '@kladbyte/contract'
import { type FormEvent, useEffect, useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { NativeSelect } from '../../../../components/ui/native-select'
import { TextArea } from '../../../../components/ui/text-area'
import { toast } from '../../../../components/ui/toast'
import { adminSubmissionReview as t } from '../../../../i18n/sv/admin-submission-review'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { errorText } from '../../../../lib/api-client'
import { useShowSubmission } from '../api/get-submission'
import { reviewSubmission, setSubmissionStatus } from '../api/review-calls'

type Props = { submission: AdminSubmissionDto }

/** 'Personalens kommentarer': the member reads them on their submission; saved with 'Spara kommentar'. */
export function ReviewerNotesForm({ submission }: Props) {
  const show = useShowSubmission(submission.id)
  const [notes, setNotes] = useState(submission.reviewerNotes)
  const [saving, setSaving] = useState(false)
  // A colleague's change arrives by the live reload: take it, unless this field is being edited.
  const [base, setBase] = useState(submission.reviewerNotes)
  if (submission.reviewerNotes !== base) {
    setBase(submission.reviewerNotes)
    if (notes === base) setNotes(submission.reviewerNotes)
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setSaving(true)
    try {
      show(await reviewSubmission(submission.id, { reviewerNotes: notes }))
      toast.success(t.reviewerNotes.saved)
    } catch (err) {
      toast.error(errorText(err, t.errors.save))
    } finally {
      setSaving(false)
    }
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
          loading={saving}
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
  const show = useShowSubmission(submission.id)
  const [busy, setBusy] = useState(false)
  const current = (SUBMISSION_PRIORITIES as readonly string[]).includes(submission.priority)
    ? submission.priority
    : ''
  const change = async (priority: SubmissionPriority) => {
    setBusy(true)
    try {
      show(await reviewSubmission(submission.id, { priority }))
      toast.success(t.priority.saved(t.priority.options[priority] ?? priority))
    } catch (err) {
      toast.error(errorText(err, t.errors.save))
    } finally {
      setBusy(false)
    }
  }
  return (
    <NativeSelect
      label={t.priority.label}
      value={current}
      disabled={busy}
      onChange={(e) => void change(e.target.value as SubmissionPriority)}
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
  const show = useShowSubmission(submission.id)
  const [choice, setChoice] = useState(submission.status)
  const [busy, setBusy] = useState(false)
  useEffect(() => setChoice(submission.status), [submission.status])
  const labels = adminSubmissions.status

  const update = async () => {
    setBusy(true)
    try {
      show(await setSubmissionStatus(submission.id, choice))
      toast.success(t.status.changed(labels[choice as keyof typeof labels]))
    } catch (err) {
      toast.error(errorText(err, t.errors.status))
    } finally {
      setBusy(false)
    }
  }

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
        <Button onClick={update} loading={busy}>
          {t.status.update}
        </Button>
      )}
    </div>
  )
}
