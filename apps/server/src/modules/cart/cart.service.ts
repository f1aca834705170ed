import type { CartItemDto } from '@kladbyte/contract'
import type { Db } from '../../db/client.js'
import { conflict, notFound } from '../../lib/errors.js'
import type { MediaUrls } from '../media/media.urls.js'
import {
  deleteLines,
  findProductAvailability,
  insertAvailableLines,
  insertCartLines,
  insertLine,
  type ListKind,
  listRows,
  takeAvailableWishlistLines,
} from './cart.repository.js'

export const PRODUCT_NOT_FOUND = 'Kunde inte hitta produkt.'
export const PRODUCT_UNAVAILABLE = 'Produkten är inte längre tillgänglig.'

/** The cart or the wishlist of signed-in members; every call acts on the caller's own lines only. */
export function createListService(db: Db, kind: ListKind, media: MediaUrls) {
  async function list(userId: string): Promise<CartItemDto[]> {
    const rows = await listRows(db, kind, userId)
    return rows.map(({ image, ...row }) => ({
      ...row,
      productImageUrl: image ? media.defaultUrl(image.storageKey, image.widths) : '',
    }))
  }

  /** Fails with 404 for an unknown garment and 409 for one that is hidden, reserved or sold. */
  async function requireAvailable(productId: string) {
    const product = await findProductAvailability(db, productId)
    if (!product) throw notFound(PRODUCT_NOT_FOUND)
    if (!product.available) throw conflict(PRODUCT_UNAVAILABLE, { unavailableProductIds: [productId] })
  }

  return {
    list,

    /** Adds a garment at the server's data; adding it again changes nothing (`created` false). */
    async add(userId: string, productId: string) {
      await requireAvailable(productId)
      const created = await insertLine(db, kind, userId, productId)
      return { created, items: await list(userId) }
    },

    /** Removes a garment; removing one that is not there is not an error. */
    async remove(userId: string, productId: string) {
      await deleteLines(db, kind, userId, [productId])
      return list(userId)
    },

    async clear(userId: string): Promise<CartItemDto[]> {
      await deleteLines(db, kind, userId)
      return []
    },

    /** A guest's browser list after login: adds what exists and is available, skips the rest. */
    async merge(userId: string, productIds: string[]) {
      await insertAvailableLines(db, kind, userId, [...new Set(productIds)])
      return list(userId)
    },
  }
}

export type ListService = ReturnType<typeof createListService>

/** Moves wishlist garments into the cart (one, or all that are available) and returns the cart. */
export function createWishlistMover(db: Db, cart: ListService) {
  return {
    /** Every available wishlist garment moves; unavailable ones stay in the wishlist. */
    async moveAll(userId: string) {
      await db.transaction(async (tx) => {
        await insertCartLines(tx, userId, await takeAvailableWishlistLines(tx, userId))
      })
      return cart.list(userId)
    },

    /**
     * Moves one garment. Not in the wishlist (e.g. a repeated click) but available: it is simply
     * added to the cart. Unknown → 404, unavailable → 409 and it stays in the wishlist.
     */
    async moveOne(userId: string, productId: string) {
      const product = await findProductAvailability(db, productId)
      if (!product) throw notFound(PRODUCT_NOT_FOUND)
      if (!product.available) throw conflict(PRODUCT_UNAVAILABLE, { unavailableProductIds: [productId] })
      await db.transaction(async (tx) => {
        await takeAvailableWishlistLines(tx, userId, productId)
        await insertCartLines(tx, userId, [productId])
      })
      return cart.list(userId)
    },
  }
}

export type WishlistMover = ReturnType<typeof createWishlistMover>
