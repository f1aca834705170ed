import { SUBMISSION_NOTES_MAX, SUBMISSION_STATUS, type SubmissionDto } from '@kladbyte/contract'
import { useEffect, useId, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { toast } from '../../../components/ui/toast'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'
import { errorText } from '../../../lib/api-client'
import { formatLongDateTime, formatNumber } from '../../../lib/format'
import { useSaveSubmission } from '../api/save-submission'
import { SUBMISSIONS_LIST_PATH, type SubmissionLocationState } from '../lib/paths'
import { canEdit } from '../lib/status'
import { ItemsSection } from './items-section'
import { NextStepsDialog } from './next-steps-dialog'
import { SubmissionStatusBadge } from './status-badge'
import { SubmissionActions } from './submission-actions'
import { SubmissionChat, useSubmissionChatLive } from './submission-chat'
import { useSubmissionDraft } from './use-submission-draft'

const t = submissionTexts.detail

/** 'Inlämnings Begäran': one submission, read-only until the member chooses to edit it. */
export function SubmissionDetail({ submission }: { submission: SubmissionDto }) {
  const navigate = useNavigate()
  const notesId = useId()
  const [askEdit, setAskEdit] = useState(false)
  const [nextSteps, setNextSteps] = useState(false)
  // After a save that added items: a lasting hint (not a toast) that they can get photos now.
  const [photosHint, setPhotosHint] = useState(false)
  // A submission the member has just created opens ready for its first items (no edit prompt).
  const location = useLocation()
  const justCreated = (location.state as SubmissionLocationState | null)?.justCreated === true
  const draft = useSubmissionDraft(submission, {
    editing: justCreated && canEdit(submission.status),
  })
  // Only once: a reload or Back to this entry shows the submission as usual.
  useEffect(() => {
    if (justCreated) navigate(location.pathname, { replace: true, state: null })
  }, [justCreated, navigate, location.pathname])
  const save = useSaveSubmission()
  useSubmissionChatLive(submission.id)
  const editing = draft.editing
  const editable = canEdit(submission.status)

  const onSave = () => {
    const addsItems = draft.addsItems()
    save.mutate(draft.body(), {
      onSuccess: (saved) => {
        toast.success(submissionTexts.saved)
        // New items have ids now: editing goes on so their photos can be added straight away.
        setPhotosHint(addsItems)
        if (addsItems) draft.start(saved)
        else draft.stop()
      },
      onError: (e) => toast.error(errorText(e, submissionTexts.saveFailed)),
    })
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" onClick={() => navigate(SUBMISSIONS_LIST_PATH)}>
          <span aria-hidden="true">←</span> {t.back}
        </Button>
        {editing ? (
          <Button
            variant="secondary"
            onClick={() => {
              setPhotosHint(false)
              draft.stop()
            }}
            disabled={save.isPending}
          >
            {t.cancelEdit}
          </Button>
        ) : (
          editable && (
            <Button variant="secondary" onClick={() => setAskEdit(true)}>
              {t.edit}
            </Button>
          )
        )}
        {submission.status === SUBMISSION_STATUS.completed && (
          <Button onClick={() => setNextSteps(true)}>{t.nextSteps}</Button>
        )}
        {!editing && (
          <SubmissionActions submission={submission} onDeleted={() => navigate(SUBMISSIONS_LIST_PATH)} />
        )}
      </div>

      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold md:text-3xl">{t.title}</h1>
        <SubmissionStatusBadge status={submission.status} place="detail" />
        {submission.creditedTotal > 0 && (
          <Badge tone="success" className="text-sm">
            {t.creditedTotal(formatNumber(submission.creditedTotal))}
          </Badge>
        )}
      </div>

      {!editable && <Alert tone="info">{submissionTexts.notEditable}</Alert>}

      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <dt className="text-sm font-medium text-stone-700">{t.reference}</dt>
          <dd>
            <input
              readOnly
              value={submission.id}
              aria-label={t.reference}
              className="min-h-11 w-full rounded-lg border border-stone-300 bg-stone-100 px-3 font-mono text-sm"
            />
          </dd>
        </div>
        <div className="flex flex-col gap-1.5">
          <dt className="text-sm font-medium text-stone-700">{t.created}</dt>
          <dd className="min-h-11 content-center">{formatLongDateTime(submission.created)}</dd>
        </div>
      </dl>

      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={notesId} className="text-sm font-medium text-stone-800">
            {t.notes}
          </label>
          <textarea
            id={notesId}
            rows={4}
            readOnly={!editing}
            maxLength={SUBMISSION_NOTES_MAX}
            value={editing ? draft.notes : submission.notes}
            onChange={(e) => draft.setNotes(e.target.value)}
            placeholder={t.notesPlaceholder}
            className="w-full rounded-lg border border-stone-400 bg-white px-3.5 py-2 text-base read-only:bg-stone-100"
          />
        </div>
        <section aria-labelledby={`${notesId}-reviewer`} className="flex flex-col gap-1.5">
          <h2 id={`${notesId}-reviewer`} className="text-sm font-medium text-stone-800">
            {t.reviewerNotes}
          </h2>
          <p className="min-h-24 rounded-lg border border-stone-200 bg-stone-50 px-3.5 py-2 whitespace-pre-line text-stone-800">
            {submission.reviewerNotes || t.noReviewerNotes}
          </p>
        </section>
      </div>

      <SubmissionChat submissionId={submission.id} />

      {editing && photosHint && <Alert tone="info">{submissionTexts.items.addPhotosNow}</Alert>}
      <ItemsSection submission={submission} draft={draft} />

      {editing && (
        <div className="flex flex-col gap-2">
          {draft.draftKey !== null && <p className="text-sm text-stone-700">{t.finishItemFirst}</p>}
          <div>
            <Button onClick={onSave} loading={save.isPending} disabled={draft.draftKey !== null}>
              {t.save}
            </Button>
          </div>
        </div>
      )}

      <ConfirmDialog
        open={askEdit}
        title={submissionTexts.confirm.editTitle}
        message={submissionTexts.confirm.editMessage}
        confirmLabel={submissionTexts.confirm.editConfirm}
        cancelLabel={submissionTexts.confirm.keep}
        destructive={false}
        onCancel={() => setAskEdit(false)}
        onConfirm={() => {
          setAskEdit(false)
          if (canEdit(submission.status)) draft.start()
          else toast.error(submissionTexts.notEditable)
        }}
      />
      <NextStepsDialog open={nextSteps} onClose={() => setNextSteps(false)} submissionId={submission.id} />
    </div>
  )
}
