import type { DashboardDto } from '@kladbyte/contract'
import { Skeleton } from '../../../../components/ui/skeleton'
import { StatCard } from '../../../../components/ui/stat-card'
import { adminDashboard as t } from '../../../../i18n/sv/admin-dashboard'
import { formatNumber } from '../../../../lib/format'

const CARDS = 9

/** The overview's figures as stat cards: what waits for staff first, then the shop at large. */
export function Figures({ data }: { data: DashboardDto }) {
  const s = t.stats
  const [drafts, submitted, processing] = data.submissionsByStatus
  const cards = [
    { label: s.submitted, value: submitted ?? 0, hint: t.statHints.submitted },
    { label: s.processing, value: processing ?? 0 },
    { label: s.ordersPlaced, value: data.ordersToHandle.placed },
    { label: s.ordersProcessing, value: data.ordersToHandle.processing },
    { label: s.drafts, value: drafts ?? 0, hint: t.statHints.drafts },
    { label: s.garments, value: data.garmentsInShop, hint: t.statHints.garments },
    { label: s.members, value: data.members },
    { label: s.activeMemberships, value: data.activeMemberships },
    { label: s.points, value: data.pointsInCirculation },
  ]
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {cards.map((c) => (
        <li key={c.label}>
          <StatCard label={c.label} value={formatNumber(c.value)} hint={c.hint} />
        </li>
      ))}
    </ul>
  )
}

/** The same grid while the figures load (no jump when they arrive). */
export function FiguresSkeleton() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
      {Array.from({ length: CARDS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <li key={i} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
          <Skeleton className="h-8 w-16" />
          <Skeleton className="mt-2 h-4 w-3/4" />
        </li>
      ))}
    </ul>
  )
}
