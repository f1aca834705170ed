import {
  APPROVAL_STATUSES,
  type ApprovalStatus,
  type CategoryTreeNodeDto,
  ItemPoints,
  type SubmissionItemDto,
} from '@kladbyte/contract'
import { type FormEvent, useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { NativeSelect } from '../../../../components/ui/native-select'
import { TextField } from '../../../../components/ui/text-field'
import { toast } from '../../../../components/ui/toast'
import { adminSubmissionReview as t } from '../../../../i18n/sv/admin-submission-review'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { errorText } from '../../../../lib/api-client'
import { formatPoints } from '../../../../lib/format'
import { useReviewSubmission } from '../api/review-submission'

/**
 * One item's decision: approval, the garment's category and its points → 'Spara granskning'.
 * Points default from the points guide for the chosen category until staff type their own. The
 * parent keys this on the item's `updated`, so a saved or live-reloaded item starts it afresh.
 */
export function ItemReview({
  item,
  position,
  tree,
  guide,
}: {
  item: SubmissionItemDto
  position: number
  tree: readonly CategoryTreeNodeDto[]
  guide: ReadonlyMap<string, number>
}) {
  const review = useReviewSubmission(item.submissionRequestId)
  const [approval, setApproval] = useState<ApprovalStatus>(item.approvalStatus)
  const [categoryId, setCategoryId] = useState(item.categoryId ?? '')
  const [typed, setTyped] = useState<string | null>(null)
  const [categoryChanged, setCategoryChanged] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const locked = item.receivedAt !== null
  const fromGuide = categoryId ? guide.get(categoryId) : undefined
  const points = typed ?? String((categoryChanged ? fromGuide : (item.pointsAwarded ?? fromGuide)) ?? '')

  const submit = (e: FormEvent) => {
    e.preventDefault()
    let value: number | undefined
    if (approval === 'approved') {
      if (points.trim() === '') return setError(t.review.pointsRequired)
      const parsed = ItemPoints.safeParse(Number(points))
      if (!parsed.success) return setError(parsed.error.issues[0]?.message)
      value = parsed.data
    }
    setError(undefined)
    const body = { id: item.id, approvalStatus: approval, categoryId: categoryId || null, points: value }
    review.mutate(
      { items: [body] },
      {
        onSuccess: () => toast.success(t.review.saved(position)),
        onError: (err) => toast.error(errorText(err, t.errors.save)),
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={locked} className="flex flex-col gap-3 rounded-md bg-stone-50 p-3">
        <legend className="sr-only">{t.review.legend(position)}</legend>
        {locked && <p className="text-sm text-stone-700">{t.review.lockedHint}</p>}
        <div className="grid gap-3 sm:grid-cols-3">
          <NativeSelect
            label={t.review.approval}
            value={approval}
            onChange={(e) => setApproval(e.target.value as ApprovalStatus)}
          >
            {APPROVAL_STATUSES.map((a) => (
              <option key={a} value={a}>
                {adminSubmissions.approval[a]}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            label={t.review.category}
            value={categoryId}
            onChange={(e) => {
              setCategoryId(e.target.value)
              setCategoryChanged(true)
            }}
          >
            <option value="">{t.review.noCategory}</option>
            {tree.map((c) => (
              <option key={c.id} value={c.id}>
                {`${'\u00a0\u00a0'.repeat(c.depth)}${c.depth > 0 ? '└ ' : ''}${c.name}`}
              </option>
            ))}
          </NativeSelect>
          <TextField
            label={t.review.points}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={points}
            error={error}
            hint={fromGuide !== undefined ? t.review.pointsHint(formatPoints(fromGuide)) : undefined}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        {!locked && (
          <div>
            <Button type="submit" variant="secondary" loading={review.isPending}>
              {t.review.save}
            </Button>
          </div>
        )}
      </fieldset>
    </form>
  )
}
