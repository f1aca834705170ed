import { sv } from '../../../i18n/sv'

/** The × that removes one line; its accessible name says which garment. */
export function RemoveButton({
  name,
  onRemove,
  disabled,
}: {
  name: string
  onRemove: () => void
  disabled?: boolean
}) {
  return (
    <button
      type="button"
      onClick={onRemove}
      disabled={disabled}
      aria-label={sv.cart.removeItem(name)}
      title={sv.cart.removeItem(name)}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-red-800 focus-visible:outline-2 focus-visible:outline-emerald-800 disabled:opacity-50"
    >
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4" fill="none" stroke="currentColor">
        <path d="M5 5l10 10M15 5L5 15" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
}
