import { Link } from 'react-router'
import { Spinner } from '../../../components/ui/spinner'
import { sv } from '../../../i18n/sv'
import { useAddWishlistToCart } from '../api/add-wishlist-to-cart'
import { useClearWishlist } from '../api/clear-wishlist'
import { useWishlist } from '../api/get-wishlist'
import { useRemoveFromWishlist } from '../api/remove-from-wishlist'
import { PanelList } from './panel-list'
import { btn } from './styles'

/** Slide-in wishlist content (Önskelista). Rendered inside the header's panel by the shell. */
export function WishlistPanel({ onClose }: { onClose: () => void }) {
  const wishlist = useWishlist()
  const remove = useRemoveFromWishlist()
  const clear = useClearWishlist()
  const addAll = useAddWishlistToCart()
  if (wishlist.isPending) return <Spinner />
  if (wishlist.items.length === 0) return <p className="p-4 text-stone-700">{sv.cart.wishlistEmpty}</p>
  return (
    <div className="flex h-full flex-col gap-4 p-4">
      <PanelList items={wishlist.items} onRemove={(id) => remove.mutate(id)} removing={remove.isPending} />
      <div className="grid gap-2 border-t border-stone-300 pt-3">
        <button
          type="button"
          onClick={() => addAll.mutate()}
          disabled={addAll.isPending}
          className={btn.primary}
        >
          {sv.cart.addAllToCart}
        </button>
        <Link to="/wishlist" onClick={onClose} className={btn.secondary}>
          {sv.cart.showWishlist}
        </Link>
        <button
          type="button"
          onClick={() => clear.mutate()}
          disabled={clear.isPending}
          className={`${btn.link} justify-self-center`}
        >
          {sv.cart.clearWishlist}
        </button>
      </div>
    </div>
  )
}
