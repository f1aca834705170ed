import type { CartItemDto } from '@kladbyte/contract'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { sv } from '../../../i18n/sv'
import { categoriesQuery } from '../../../lib/categories'
import { ItemThumb } from './item-thumb'
import { RemoveButton } from './remove-button'
import { UnavailableBadge } from './unavailable-badge'

type Props = { items: CartItemDto[]; onRemove: (productId: string) => void; removing: boolean }

function useCategoryName() {
  const { data } = useQuery(categoriesQuery)
  return (id: string) => data?.find((c) => c.id === id)?.name ?? '–'
}

function ProductCell({ item }: { item: CartItemDto }) {
  return (
    <div className="flex items-center gap-3">
      <ItemThumb src={item.productImageUrl} />
      <div className="min-w-0">
        <Link
          to={`/product/${item.productId}`}
          className="font-medium text-stone-900 underline-offset-2 hover:underline"
        >
          {item.productName}
        </Link>
        {!item.available && (
          <div>
            <UnavailableBadge />
          </div>
        )}
      </div>
    </div>
  )
}

/** The cart's lines: a table from tablet width, cards on phones. */
export function CartLines({ items, onRemove, removing }: Props) {
  const categoryName = useCategoryName()
  const c = sv.cart.col
  return (
    <>
      <table className="hidden w-full text-left md:table">
        <thead className="border-b border-stone-300 text-sm text-stone-700">
          <tr>
            <th className="py-2 font-semibold">{c.product}</th>
            <th className="py-2 font-semibold">{c.category}</th>
            <th className="py-2 font-semibold">{c.size}</th>
            <th className="py-2 text-right font-semibold">{c.points}</th>
            <th className="py-2">
              <span className="sr-only">{c.remove}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {items.map((item) => (
            <tr key={item.productId} className={item.available ? '' : 'bg-red-50/60'}>
              <td className="py-3 pr-4">
                <ProductCell item={item} />
              </td>
              <td className="py-3 pr-4 text-stone-700">{categoryName(item.categoryId)}</td>
              <td className="py-3 pr-4 text-stone-700">{item.size}</td>
              <td className="py-3 text-right font-medium">{sv.cart.points(item.price)}</td>
              <td className="py-3 pl-2 text-right">
                <RemoveButton
                  name={item.productName}
                  onRemove={() => onRemove(item.productId)}
                  disabled={removing}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 md:hidden">
        {items.map((item) => (
          <li
            key={item.productId}
            className={`flex items-start gap-3 rounded-lg border p-3 ${item.available ? 'border-stone-200' : 'border-red-200 bg-red-50/60'}`}
          >
            <div className="min-w-0 flex-1">
              <ProductCell item={item} />
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-stone-700">
                <dt>{c.category}</dt>
                <dd>{categoryName(item.categoryId)}</dd>
                <dt>{c.size}</dt>
                <dd>{item.size}</dd>
                <dt>{c.points}</dt>
                <dd className="font-medium text-stone-900">{sv.cart.points(item.price)}</dd>
              </dl>
            </div>
            <RemoveButton
              name={item.productName}
              onRemove={() => onRemove(item.productId)}
              disabled={removing}
            />
          </li>
        ))}
      </ul>
    </>
  )
}
