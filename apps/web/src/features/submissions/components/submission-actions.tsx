import type { SubmissionDto } from '@kladbyte/contract'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { toast } from '../../../components/ui/toast'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'
import { errorText } from '../../../lib/api-client'
import { formatReference } from '../../../lib/format'
import { NotCancellableError, useCancelSubmission } from '../api/cancel-submission'
import { useDeleteSubmission } from '../api/delete-submission'
import { useSubmitSubmission } from '../api/submit-submission'
import { canCancel, canDelete, canSubmit } from '../lib/status'

const t = submissionTexts

type Action = 'submit' | 'delete' | 'cancel'

const smallButton =
  'inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-800'

/**
 * The status-dependent actions of spec §4 (submit and delete at 0, cancel at 1 or 2), each behind
 * a confirm prompt, with the §8 toasts. Used in the list rows and in the detail's header.
 */
export function SubmissionActions({
  submission,
  onView,
  onDeleted,
}: {
  submission: SubmissionDto
  /** Shows a 'Visa' button (the list). */
  onView?: () => void
  onDeleted?: () => void
}) {
  const [asking, setAsking] = useState<Action | null>(null)
  const submit = useSubmitSubmission()
  const remove = useDeleteSubmission()
  const cancel = useCancelSubmission()
  const reference = formatReference(submission.id)
  const { status } = submission

  const run = () => {
    const done = () => setAsking(null)
    if (asking === 'submit')
      submit.mutate(submission.id, {
        onSuccess: () => toast.success(t.submitted),
        onError: (e) => toast.error(errorText(e, t.submitFailed)),
        onSettled: done,
      })
    if (asking === 'delete')
      remove.mutate(submission.id, {
        onSuccess: () => {
          toast.success(t.deleted)
          onDeleted?.()
        },
        onError: (e) => toast.error(errorText(e, t.deleteFailed)),
        onSettled: done,
      })
    if (asking === 'cancel')
      cancel.mutate(submission.id, {
        onSuccess: () => toast.success(t.cancelled),
        onError: (e) =>
          toast.error(e instanceof NotCancellableError ? t.notCancellable : errorText(e, t.cancelFailed)),
        onSettled: done,
      })
  }

  const button = (action: Action, label: string, tooltip: string, tone: string) => (
    <button
      type="button"
      title={tooltip}
      aria-label={t.actions.label(label, reference)}
      onClick={() => setAsking(action)}
      className={`${smallButton} ${tone}`}
    >
      {label}
    </button>
  )

  const prompts = {
    submit: [t.confirm.submitTitle, t.confirm.submitMessage, t.confirm.submitConfirm, false],
    delete: [t.confirm.deleteTitle, t.confirm.deleteMessage, t.confirm.deleteConfirm, true],
    cancel: [t.confirm.cancelTitle, t.confirm.cancelMessage, t.confirm.cancelConfirm, true],
  } as const
  const prompt = asking ? prompts[asking] : null

  return (
    <div className="flex flex-wrap items-center gap-1">
      {canSubmit(status) && button('submit', t.actions.submit, t.actions.submitTooltip, 'text-emerald-900')}
      {onView && (
        <button
          type="button"
          title={t.actions.viewTooltip}
          aria-label={t.actions.label(t.actions.view, reference)}
          onClick={onView}
          className={`${smallButton} text-stone-800`}
        >
          {t.actions.view}
        </button>
      )}
      {canDelete(status) && button('delete', t.actions.delete, t.actions.deleteTooltip, 'text-red-800')}
      {canCancel(status) && button('cancel', t.actions.cancel, t.actions.cancelTooltip, 'text-red-800')}
      <ConfirmDialog
        open={prompt !== null}
        title={prompt?.[0]}
        message={prompt?.[1]}
        confirmLabel={prompt?.[2]}
        cancelLabel={t.confirm.keep}
        destructive={prompt?.[3] ?? true}
        pending={submit.isPending || remove.isPending || cancel.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={run}
      />
    </div>
  )
}
