import type { CartItemDto } from '@kladbyte/contract'
import { useQuery } from '@tanstack/react-query'
import { type Column, Table } from '../../../components/ui/table'
import { sv } from '../../../i18n/sv'
import { categoriesQuery } from '../../../lib/categories'
import { ItemThumb } from './item-thumb'
import { LineName } from './line-name'
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

/** The cart's lines with the kit's Table: a table from tablet width, cards on phones. */
export function CartLines({ items, onRemove, removing }: Props) {
  const categoryName = useCategoryName()
  const c = sv.cart.col
  const removeButton = (item: CartItemDto) => (
    <RemoveButton name={item.productName} onRemove={() => onRemove(item.productId)} disabled={removing} />
  )
  const columns: Column<CartItemDto>[] = [
    { id: 'product', header: c.product, hideOnMobile: true, cell: (item) => <ProductCell item={item} /> },
    {
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
    { id: 'category', header: c.category, cell: (item) => categoryName(item.categoryId) },
    { id: 'size', header: c.size, cell: (item) => item.size },
    {
      id: 'points',
      header: c.points,
      align: 'right',
      cell: (item) => <span className="font-medium">{sv.cart.points(item.price)}</span>,
    },
    {
      id: 'remove',
      header: c.remove,
      hiddenHeader: true,
      hideOnMobile: true,
      align: 'right',
      cell: removeButton,
    },
  ]
  return (
    <Table
      caption={sv.cart.cartTitle}
      columns={columns}
      rows={items}
      rowKey={(item) => item.productId}
      rowClassName={(item) => (item.available ? '' : 'bg-red-50/60')}
    />
  )
}
