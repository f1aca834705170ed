import type { CartItemDto } from '@kladbyte/contract'
import { useQuery } from '@tanstack/react-query'
import { type Column, Table } from '../../../components/ui/table'
import { sv } from '../../../i18n/sv'
import { categoriesQuery } from '../../../lib/categories'
import { lineColumns, ProductCell } from './line-columns'

type Props = { items: CartItemDto[]; onRemove: (productId: string) => void; removing: boolean }

function useCategoryName() {
  const { data } = useQuery(categoriesQuery)
  return (id: string) => data?.find((c) => c.id === id)?.name ?? '–'
}

/** The cart's lines with the kit's Table: a table from tablet width, cards on phones. */
export function CartLines({ items, onRemove, removing }: Props) {
  const categoryName = useCategoryName()
  const c = sv.cart.col
  const line = lineColumns(onRemove, removing)
  const columns: Column<CartItemDto>[] = [
    { id: 'product', header: c.product, hideOnMobile: true, cell: (item) => <ProductCell item={item} /> },
    line.card,
    { id: 'category', header: c.category, cell: (item) => categoryName(item.categoryId) },
    { id: 'size', header: c.size, cell: (item) => item.size },
    line.points,
    line.remove,
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
