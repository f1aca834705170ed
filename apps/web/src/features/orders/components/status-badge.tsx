import { orderStatusLabel } from '../lib/format'

const STATUS_TONES: Record<number, string> = {
  3: 'bg-emerald-50 text-emerald-900 ring-emerald-800/30',
  4: 'bg-red-50 text-red-900 ring-red-800/30',
}

/** An order's status label as a small pill (delivered green, cancelled red). */
export function StatusBadge({ status }: { status: number }) {
  const tone = STATUS_TONES[status] ?? 'bg-white text-stone-800 ring-stone-400/60'
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone}`}>
      {orderStatusLabel(status)}
    </span>
  )
}
