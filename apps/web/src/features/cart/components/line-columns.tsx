import type { CartItemDto } from '@kladbyte/contract'
import type { Column } from '../../../components/ui/table'
import { sv } from '../../../i18n/sv'
import { formatPoints } from '../../../lib/format'
import { ItemThumb } from './item-thumb'
import { LineName } from './line-name'
import { RemoveButton } from './remove-button'

/** A line's thumbnail and name (with the unavailable mark) side by side. */
export function ProductCell({ item }: { item: CartItemDto }) {
  return (
    <div className="flex items-center gap-3">
      <ItemThumb src={item.productImageUrl} />
      <div className="min-w-0">
        <LineName item={item} />
      </div>
    </div>
  )
}

/**
 * The kit Table columns the cart and the wishlist share: on phones the card opens with the
 * garment and its remove ×; in the table the points and the × are columns of their own.
 */
export function lineColumns(onRemove: (productId: string) => void, disabled: boolean) {
  const removeButton = (item: CartItemDto) => (
    <RemoveButton name={item.productName} onRemove={() => onRemove(item.productId)} disabled={disabled} />
  )
  const c = sv.cart.col
  return {
    card: {
      id: 'card',
      header: c.product,
      hideOnDesktop: true,
      mobileLabel: '',
      cell: (item) => (
        <div className="flex items-start gap-3">
          <div className="min-w-0 flex-1">
            <ProductCell item={item} />
          </div>
          {removeButton(item)}
        </div>
      ),
    },
    points: {
      id: 'points',
      header: c.points,
      align: 'right',
      cell: (item) => <span className="font-medium whitespace-nowrap">{formatPoints(item.price)}</span>,
    },
    remove: {
      id: 'remove',
      header: c.remove,
      hiddenHeader: true,
      hideOnMobile: true,
      align: 'right',
      cell: removeButton,
    },
  } satisfies Record<string, Column<CartItemDto>>
}
