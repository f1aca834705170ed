import type { SubmissionItemDto } from '@kladbyte/contract'
import { Badge } from '../../../components/ui/badge'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'
import { formatPoints } from '../../../lib/format'

const t = submissionTexts.items

/**
 * What an item earns, as staff decided: after arrival 'Mottagen' and the points credited; before
 * it, the points an approved item will bring; otherwise a dash (awaiting, denied, unsaved).
 */
export function ItemPoints({ item }: { item: SubmissionItemDto | undefined }) {
  if (item?.receivedAt && item.creditedPoints !== null) {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Badge tone="success">{t.received}</Badge>
        <span className="font-medium whitespace-nowrap">{formatPoints(item.creditedPoints)}</span>
      </span>
    )
  }
  if (item?.approvalStatus === 'approved' && item.pointsAwarded !== null) {
    return <span className="font-medium whitespace-nowrap">{formatPoints(item.pointsAwarded)}</span>
  }
  return (
    <span className="text-stone-600">
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t.noPoints}</span>
    </span>
  )
}
