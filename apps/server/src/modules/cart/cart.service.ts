import type { ListRepository } from '../../core/lists/lists.repository.js'
import { type ListService, requireAvailable } from '../../core/lists/lists.service.js'
import type { Db } from '../../db/client.js'

interface WishlistMoverDeps {
  db: Db
  cart: ListService
  cartRepo: ListRepository
  wishlistRepo: ListRepository
}

/** Moves wishlist garments into the cart (one, or all that are available) and returns the cart. */
export function createWishlistMover({ db, cart, cartRepo, wishlistRepo }: WishlistMoverDeps) {
  return {
    /** Every available wishlist garment moves; unavailable ones stay in the wishlist. */
    async moveAll(userId: string) {
      await db.transaction(async (tx) => {
        await cartRepo.insertLines(tx, userId, await wishlistRepo.takeAvailableLines(tx, userId))
      })
      return cart.list(userId)
    },

    /**
     * Moves one garment. Not in the wishlist (e.g. a repeated click) but available: it is simply
     * added to the cart. Unknown → 404, unavailable → 409 and it stays in the wishlist.
     */
    async moveOne(userId: string, productId: string) {
      await requireAvailable(db, productId)
      await db.transaction(async (tx) => {
        await wishlistRepo.takeAvailableLines(tx, userId, productId)
        await cartRepo.insertLines(tx, userId, [productId])
      })
      return cart.list(userId)
    },
  }
}

export type WishlistMover = ReturnType<typeof createWishlistMover>
