import type { CartItemDto } from '@kladbyte/contract'
import { sv } from '../../../i18n/sv'
import { formatPoints } from '../../../lib/format'
import { totalPoints } from '../lib/format'
import { ItemThumb } from './item-thumb'
import { RemoveButton } from './remove-button'
import { UnavailableBadge } from './unavailable-badge'

/**
 * The order summary: Produkt, Storlek, Poäng, a remove control per row and the total in the footer.
 * A plain table at every width, not the kit's Table: three short columns fit a phone, and the spec
 * gives it a total-points footer row (storefront spec §2).
 */
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
    <table className="w-full text-left">
      <thead className="border-b border-stone-300 text-sm text-stone-700">
        <tr>
          <th className="py-2 font-semibold">{c.product}</th>
          <th className="py-2 font-semibold">{c.size}</th>
          <th className="py-2 text-right font-semibold">{c.points}</th>
          <th className="w-10 py-2">
            <span className="sr-only">{c.remove}</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {items.map((item) => {
          const gone = isUnavailable(item)
          return (
            <tr key={item.productId} className={gone ? 'bg-red-50' : ''} data-unavailable={gone || undefined}>
              <td className="py-3 pr-3">
                <div className="flex items-center gap-3">
                  <span className="hidden sm:block">
                    <ItemThumb src={item.productImageUrl} size="sm" />
                  </span>
                  <div className="min-w-0">
                    <span className="font-medium">{item.productName}</span>
                    {gone && (
                      <div>
                        <UnavailableBadge />
                      </div>
                    )}
                  </div>
                </div>
              </td>
              <td className="py-3 pr-3 text-stone-700">{item.size}</td>
              <td className="py-3 text-right whitespace-nowrap">{formatPoints(item.price)}</td>
              <td className="py-3 pl-1 text-right">
                <RemoveButton
                  name={item.productName}
                  onRemove={() => onRemove(item.productId)}
                  disabled={removing}
                />
              </td>
            </tr>
          )
        })}
      </tbody>
      <tfoot className="border-t-2 border-stone-300 font-semibold">
        <tr>
          <th scope="row" colSpan={2} className="py-3 text-left">
            {sv.cart.total}
          </th>
          <td className="py-3 text-right whitespace-nowrap" data-testid="checkout-total">
            {formatPoints(totalPoints(items))}
          </td>
          <td />
        </tr>
      </tfoot>
    </table>
  )
}
