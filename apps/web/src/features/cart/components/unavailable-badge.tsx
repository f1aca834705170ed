import { sv } from '../../../i18n/sv'

/** Marks a line whose garment has been ordered by someone else or taken off the shop. */
export function UnavailableBadge() {
  return (
    <span className="mt-1 inline-block rounded bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
      {sv.cart.unavailable}
    </span>
  )
}
