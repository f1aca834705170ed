import type { SubmissionStatusCounts } from '@kladbyte/contract'
import { StatCard } from '../../../../components/ui/stat-card'
import { adminSubmissionList as t } from '../../../../i18n/sv/admin-submission-list'
import { formatNumber } from '../../../../lib/format'

const order = ['total', 'created', 'submitted', 'processing', 'completed', 'cancelled'] as const

/** Submissions per status over the whole shop, whatever the filters ('–' until loaded). */
export function SubmissionStats({ counts }: { counts: SubmissionStatusCounts | undefined }) {
  return (
    <section aria-label={t.stats.label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {order.map((key) => (
        <StatCard key={key} label={t.stats[key]} value={counts ? formatNumber(counts[key]) : '–'} />
      ))}
    </section>
  )
}
