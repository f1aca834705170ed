import { Badge, type BadgeTone } from '../../../../components/ui/badge'
import { adminOrders as t } from '../../../../i18n/sv/admin-orders'

const tones: Record<number, BadgeTone> = { 0: 'info', 1: 'warning', 2: 'neutral', 3: 'success', 4: 'danger' }

/** An order status as a badge; an unknown number shows 'Okänd'. */
export function OrderStatusBadge({ status }: { status: number }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{t.status[status] ?? t.status.unknown}</Badge>
}
