import type { ReactNode } from 'react'

/** A figure with its label, for the back-office overviews (e.g. 'Totalt' 124). */
export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <dl className="flex flex-col-reverse gap-1">
        <dt className="text-sm text-stone-600">{label}</dt>
        <dd className="text-2xl font-semibold text-stone-900 tabular-nums">{value}</dd>
      </dl>
      {hint && <p className="mt-1 text-xs text-stone-600">{hint}</p>}
    </div>
  )
}
