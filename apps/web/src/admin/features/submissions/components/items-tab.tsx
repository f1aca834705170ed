import type { AdminSubmissionDto, ChatSender } from '@kladbyte/contract'
import { useMemo, useState } from 'react'
import { Button } from '../../../../components/ui/button'
import { adminSubmissionReview as r } from '../../../../i18n/sv/admin-submission-review'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { formatNumber } from '../../../../lib/format'
import { usePointsGuide, useReviewCategoryTree } from '../api/get-review-data'
import { ItemCard } from './item-card'
import { awaitingArrival, ReceiveDialog } from './receive-dialog'

/** Föremål (N): every item with its review, and 'Ta emot' for the approved garments that arrived. */
export function ItemsTab({
  submission,
  viewer,
  otherName,
  onMarkedRead,
}: {
  submission: AdminSubmissionDto
  /** The reader's side in the comments: 'admin', or 'user' on an admin's own submission. */
  viewer: ChatSender
  otherName: string
  onMarkedRead: () => void
}) {
  const tree = useReviewCategoryTree().data ?? []
  const guideList = usePointsGuide().data
  const guide = useMemo(() => new Map((guideList ?? []).map((g) => [g.categoryId, g.points])), [guideList])
  const [receiving, setReceiving] = useState(false)
  // Numbered as listed (by position); stored positions start at 0 and may have gaps after removals.
  const positions = new Map(submission.items.map((item, i) => [item.id, i + 1]))

  if (submission.items.length === 0) {
    return <p className="text-stone-600">{adminSubmissions.detail.noItems}</p>
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium">{r.creditedTotal(formatNumber(submission.creditedTotal))}</p>
        {/* On an admin's own submission (viewer 'user') a colleague reviews and receives (ADR 046). */}
        {viewer === 'admin' && awaitingArrival(submission).length > 0 && (
          <Button onClick={() => setReceiving(true)}>{r.receive.open}</Button>
        )}
      </div>
      <ol className="flex flex-col gap-4">
        {submission.items.map((item) => (
          <ItemCard
            key={item.id}
            item={item}
            position={positions.get(item.id) ?? 0}
            viewer={viewer}
            otherName={otherName}
            tree={tree}
            guide={guide}
            onMarkedRead={onMarkedRead}
          />
        ))}
      </ol>
      {receiving && (
        <ReceiveDialog submission={submission} positions={positions} onClose={() => setReceiving(false)} />
      )}
    </div>
  )
}
