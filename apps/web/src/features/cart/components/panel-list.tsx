import type { CartItemDto } from '@kladbyte/contract'
import type { ReactNode } from 'react'
import { sv } from '../../../i18n/sv'
import { formatPoints } from '../../../lib/format'
import { ItemThumb } from './item-thumb'
import { RemoveButton } from './remove-button'
import { UnavailableBadge } from './unavailable-badge'

/** The lines of a slide-in panel: picture, name, size, points, extra actions and remove. */
export function PanelList({
  items,
  onRemove,
  removing,
  actions,
}: {
  items: CartItemDto[]
  onRemove: (productId: string) => void
  removing?: boolean
  actions?: (item: CartItemDto) => ReactNode
}) {
  return (
    <ul className="divide-y divide-stone-200">
      {items.map((item) => (
        <li key={item.productId} className="flex items-start gap-3 py-3">
          <ItemThumb src={item.productImageUrl} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-stone-900">{item.productName}</p>
            <p className="text-sm text-stone-600">
              {sv.cart.size} {item.size} · {formatPoints(item.price)}
            </p>
            {!item.available && <UnavailableBadge />}
            {actions?.(item)}
          </div>
          <RemoveButton
            name={item.productName}
            onRemove={() => onRemove(item.productId)}
            disabled={removing}
          />
        </li>
      ))}
    </ul>
  )
}
