import type { CartItemDto } from '@kladbyte/contract'
import { sv } from '../../../i18n/sv'
import { totalPoints } from '../lib/format'
import { ItemThumb } from './item-thumb'
import { LineTable, removeColumn } from './line-table'
import { UnavailableBadge } from './unavailable-badge'

/** The order summary: Produkt, Storlek, Poäng, a remove control per row and the total in the footer. */
export function CheckoutLines({
  items,
  isUnavailable,
  onRemove,
  removing,
}: {
  items: CartItemDto[]
  isUnavailable: (item: CartItemDto) => boolean
  onRemove: (productId: string) => void
  removing: boolean
}) {
  const c = sv.cart.col
  return (
    <LineTable
      className="w-full text-left"
      items={items}
      row={(item) => {
        const gone = isUnavailable(item)
        return { className: gone ? 'bg-red-50' : '', 'data-unavailable': gone || undefined }
      }}
      columns={[
        {
          head: c.product,
          cellClassName: 'py-3 pr-3',
          cell: (item) => (
            <div className="flex items-center gap-3">
              <span className="hidden sm:block">
                <ItemThumb src={item.productImageUrl} size="sm" />
              </span>
              <div className="min-w-0">
                <span className="font-medium">{item.productName}</span>
                {isUnavailable(item) && (
                  <div>
                    <UnavailableBadge />
                  </div>
                )}
              </div>
            </div>
          ),
        },
        { head: c.size, cellClassName: 'py-3 pr-3 text-stone-700', cell: (item) => item.size },
        {
          head: c.points,
          headClassName: 'text-right',
          cellClassName: 'py-3 text-right whitespace-nowrap',
          cell: (item) => sv.cart.points(item.price),
        },
        removeColumn(onRemove, removing, { head: 'w-10', cell: 'py-3 pl-1 text-right' }),
      ]}
      footer={
        <tfoot className="border-t-2 border-stone-300 font-semibold">
          <tr>
            <th scope="row" colSpan={2} className="py-3 text-left">
              {sv.cart.total}
            </th>
            <td className="py-3 text-right whitespace-nowrap" data-testid="checkout-total">
              {sv.cart.points(totalPoints(items))}
            </td>
            <td />
          </tr>
        </tfoot>
      }
    />
  )
}
