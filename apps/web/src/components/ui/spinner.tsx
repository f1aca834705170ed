import { sv } from '../../i18n/sv'

export function Spinner({ label = sv.ui.loading }: { label?: string }) {
  return (
    <div className="flex justify-center py-16" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-4 border-stone-300 border-t-emerald-700" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
