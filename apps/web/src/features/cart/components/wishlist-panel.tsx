import { Link } from 'react-router'
import { sv } from '../../../i18n/sv'
import { useAddWishlistToCart } from '../api/add-wishlist-to-cart'
import { useClearWishlist } from '../api/clear-wishlist'
import { useWishlist } from '../api/get-wishlist'
import { useRemoveFromWishlist } from '../api/remove-from-wishlist'
import { ListPanel } from './list-panel'
import { btn } from './styles'

/** Slide-in wishlist content (Önskelista). Rendered inside the header's panel by the shell. */
export function WishlistPanel({ onClose }: { onClose: () => void }) {
  const addAll = useAddWishlistToCart()
  return (
    <ListPanel
      list={useWishlist()}
      remove={useRemoveFromWishlist()}
      clear={useClearWishlist()}
      empty={sv.cart.wishlistEmpty}
      clearLabel={sv.cart.clearWishlist}
    >
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
    </ListPanel>
  )
}
