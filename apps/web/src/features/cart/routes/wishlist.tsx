import type { CartItemDto } from '@kladbyte/contract'
import { Link } from 'react-router'
import { Spinner } from '../../../components/ui/spinner'
import { sv } from '../../../i18n/sv'
import { useAddWishlistItemToCart } from '../api/add-wishlist-item-to-cart'
import { useWishlist } from '../api/get-wishlist'
import { useRemoveFromWishlist } from '../api/remove-from-wishlist'
import { ItemThumb } from '../components/item-thumb'
import { LineName } from '../components/line-name'
import { LineTable, removeColumn } from '../components/line-table'
import { RemoveButton } from '../components/remove-button'
import { btn } from '../components/styles'

type LineProps = {
  item: CartItemDto
  onMove: () => void
  onRemove: () => void
  busy: boolean
}

function MoveButton({ item, onMove, busy }: Omit<LineProps, 'onRemove'>) {
  return (
    <button
      type="button"
      onClick={onMove}
      disabled={busy || !item.available}
      className={`${btn.small} whitespace-nowrap`}
    >
      {sv.cart.addToCart}
    </button>
  )
}

function Card(props: LineProps) {
  const { item, onRemove, busy } = props
  return (
    <li className="flex items-start gap-3 rounded-lg border border-stone-200 p-3">
      <ItemThumb src={item.productImageUrl} />
      <div className="min-w-0 flex-1">
        <LineName item={item} />
        <p className="mb-2 text-sm text-stone-700">{sv.cart.points(item.price)}</p>
        <MoveButton {...props} />
      </div>
      <RemoveButton name={item.productName} onRemove={onRemove} disabled={busy} />
    </li>
  )
}

/** /wishlist: saved garments with add-to-cart and remove. */
export function Component() {
  const wishlist = useWishlist()
  const move = useAddWishlistItemToCart()
  const remove = useRemoveFromWishlist()
  const c = sv.cart.col
  const busy = move.isPending || remove.isPending
  const lineProps = (item: CartItemDto): LineProps => ({
    item,
    onMove: () => move.mutate(item.productId),
    onRemove: () => remove.mutate(item.productId),
    busy,
  })
  return (
    <section className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-semibold">{sv.cart.wishlistTitle}</h1>
      {wishlist.isPending ? (
        <Spinner />
      ) : wishlist.items.length === 0 ? (
        <p className="rounded-lg border border-stone-200 p-8 text-center text-stone-700">
          {sv.cart.wishlistEmpty}
        </p>
      ) : (
        <>
          <LineTable
            className="hidden w-full text-left md:table"
            items={wishlist.items}
            row={(item) => ({ className: item.available ? '' : 'bg-red-50/60' })}
            columns={[
              {
                head: c.image,
                cellClassName: 'py-3 pr-4',
                cell: (item) => <ItemThumb src={item.productImageUrl} />,
              },
              { head: c.name, cellClassName: 'py-3 pr-4', cell: (item) => <LineName item={item} /> },
              {
                head: c.points,
                cellClassName: 'py-3 pr-4 font-medium',
                cell: (item) => sv.cart.points(item.price),
              },
              {
                head: c.action,
                hiddenHead: true,
                cellClassName: 'py-3 pr-2 text-right',
                cell: (item) => <MoveButton {...lineProps(item)} />,
              },
              removeColumn((id) => remove.mutate(id), busy, { cell: 'py-3 text-right' }),
            ]}
          />
          <ul className="grid gap-3 md:hidden">
            {wishlist.items.map((item) => (
              <Card key={item.productId} {...lineProps(item)} />
            ))}
          </ul>
        </>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/shop" className={btn.secondary}>
          {sv.cart.continueShopping}
        </Link>
        <Link to="/cart" className={btn.primary}>
          {sv.cart.toCart}
        </Link>
      </div>
    </section>
  )
}
