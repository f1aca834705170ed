import { orderStatusLabel } from '../../lib/order-status'
import { Badge, type BadgeTone } from '../ui/badge'

/**
 * One colour per step, the same for members and staff: ordered (blue) and being handled (yellow)
 * await the shop, shipped is neutral, delivered reads as done (green), cancelled as stopped (red).
 */
const STATUS_TONES: Partial<Record<number, BadgeTone>> = {
  0: 'info',
  1: 'warning',
  2: 'neutral',
  3: 'success',
  4: 'danger',
}

/** An order's status (spec §4) as the kit's Badge; an unknown number shows 'Okänd'. */
export function OrderStatusBadge({ status }: { status: number }) {
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{orderStatusLabel(status)}</Badge>
}
