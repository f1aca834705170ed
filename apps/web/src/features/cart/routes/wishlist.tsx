import type { CartItemDto } from '@kladbyte/contract'
import { Link } from 'react-router'
import { Spinner } from '../../../components/ui/spinner'
import { type Column, Table } from '../../../components/ui/table'
import { sv } from '../../../i18n/sv'
import { useAddWishlistItemToCart } from '../api/add-wishlist-item-to-cart'
import { useWishlist } from '../api/get-wishlist'
import { useRemoveFromWishlist } from '../api/remove-from-wishlist'
import { ItemThumb } from '../components/item-thumb'
import { lineColumns } from '../components/line-columns'
import { LineName } from '../components/line-name'
import { btn } from '../components/styles'

function MoveButton({ item, onMove, busy }: { item: CartItemDto; onMove: () => void; busy: boolean }) {
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

/** /wishlist: saved garments with add-to-cart and remove. */
export function Component() {
  const wishlist = useWishlist()
  const move = useAddWishlistItemToCart()
  const remove = useRemoveFromWishlist()
  const c = sv.cart.col
  const busy = move.isPending || remove.isPending
  const line = lineColumns((id) => remove.mutate(id), busy)
  // Table: image, name, points, add-to-cart, remove (spec §2). Phone card: the garment with its ×,
  // then the points and the add-to-cart button.
  const columns: Column<CartItemDto>[] = [
    {
      id: 'image',
      header: c.image,
      hideOnMobile: true,
      cell: (item) => <ItemThumb src={item.productImageUrl} />,
    },
    { id: 'name', header: c.name, hideOnMobile: true, cell: (item) => <LineName item={item} /> },
    line.card,
    line.points,
    {
      id: 'action',
      header: c.action,
      hiddenHeader: true,
      mobileLabel: '',
      align: 'right',
      cell: (item) => <MoveButton item={item} onMove={() => move.mutate(item.productId)} busy={busy} />,
    },
    line.remove,
  ]
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
        <Table
          caption={sv.cart.wishlistTitle}
          rows={wishlist.items}
          rowKey={(item) => item.productId}
          rowClassName={(item) => (item.available ? '' : 'bg-red-50/60')}
          columns={columns}
        />
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
