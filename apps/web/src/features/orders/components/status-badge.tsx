import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { orderStatusLabel } from '../../../lib/order-status'

/** Delivered reads as done (green), cancelled as stopped (red); the rest are neutral. */
const STATUS_TONES: Partial<Record<number, BadgeTone>> = { 3: 'success', 4: 'danger' }

/** An order's status label as the kit's Badge. */
export function StatusBadge({ status }: { status: number }) {
  return <Badge tone={STATUS_TONES[status] ?? 'neutral'}>{orderStatusLabel(status)}</Badge>
}
