import type { CartItemDto } from '@kladbyte/contract'
import { useQuery } from '@tanstack/react-query'
import { sv } from '../../../i18n/sv'
import { categoriesQuery } from '../../../lib/categories'
import { ItemThumb } from './item-thumb'
import { LineName } from './line-name'
import { LineTable, removeColumn } from './line-table'
import { RemoveButton } from './remove-button'

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
        <LineName item={item} />
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
      <LineTable
        className="hidden w-full text-left md:table"
        items={items}
        row={(item) => ({ className: item.available ? '' : 'bg-red-50/60' })}
        columns={[
          { head: c.product, cellClassName: 'py-3 pr-4', cell: (item) => <ProductCell item={item} /> },
          {
            head: c.category,
            cellClassName: 'py-3 pr-4 text-stone-700',
            cell: (item) => categoryName(item.categoryId),
          },
          { head: c.size, cellClassName: 'py-3 pr-4 text-stone-700', cell: (item) => item.size },
          {
            head: c.points,
            headClassName: 'text-right',
            cellClassName: 'py-3 text-right font-medium',
            cell: (item) => sv.cart.points(item.price),
          },
          removeColumn(onRemove, removing, { cell: 'py-3 pl-2 text-right' }),
        ]}
      />
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
