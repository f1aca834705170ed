import { Badge } from '../../../components/ui/badge'
import { sv } from '../../../i18n/sv'

/** Marks a line whose garment has been ordered by someone else or taken off the shop. */
export function UnavailableBadge() {
  return (
    <Badge tone="danger" className="mt-1">
      {sv.cart.unavailable}
    </Badge>
  )
}
