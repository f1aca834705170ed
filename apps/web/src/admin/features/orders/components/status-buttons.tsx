import { adminOrders as t } from '../../../../i18n/sv/admin-orders'

/**
 * The five statuses as toggle buttons; the current one is pressed, and pressing it does nothing
 * (spec §4). Any status may follow any other.
 */
export function StatusButtons({
  current,
  busy,
  onSelect,
}: {
  current: number
  busy: boolean
  onSelect: (status: number) => void
}) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t.detail.statusGroup}</legend>
      {[0, 1, 2, 3, 4].map((s) => {
        const pressed = s === current
        return (
          <button
            key={s}
            type="button"
            aria-pressed={pressed}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!pressed && !busy) onSelect(s)
            }}
            className={`min-h-11 rounded-full px-4 py-2 text-sm font-medium ring-1 transition-colors ${
              pressed
                ? 'bg-emerald-800 text-white ring-emerald-800'
                : 'bg-white text-stone-800 ring-stone-400 hover:bg-stone-100'
            }`}
          >
            {t.status[s]}
          </button>
        )
      })}
    </fieldset>
  )
}
