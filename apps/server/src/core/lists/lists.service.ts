import type { CartItemDto } from '@kladbyte/contract'
import type { Db, DbOrTx } from '../../db/client.js'
import { conflict, notFound } from '../../lib/errors.js'
import type { MediaUrls } from '../media/media.urls.js'
import { findProductAvailability, type ListRepository } from './lists.repository.js'

const PRODUCT_NOT_FOUND = 'Kunde inte hitta produkt.'
const PRODUCT_UNAVAILABLE = 'Produkten är inte längre tillgänglig.'

/** Fails with 404 for an unknown garment and 409 for one that is hidden, reserved or sold. */
export async function requireAvailable(db: DbOrTx, productId: string): Promise<void> {
  const product = await findProductAvailability(db, productId)
  if (!product) throw notFound(PRODUCT_NOT_FOUND)
  if (!product.available) throw conflict(PRODUCT_UNAVAILABLE, { unavailableProductIds: [productId] })
}

/** A per-member garment list (cart, wishlist); every call acts on the caller's own lines only. */
export function createListService({ db, repo, media }: { db: Db; repo: ListRepository; media: MediaUrls }) {
  async function list(userId: string): Promise<CartItemDto[]> {
    const rows = await repo.rows(db, userId)
    return rows.map(({ image, ...row }) => ({
      ...row,
      productImageUrl: image ? media.defaultUrl(image.storageKey, image.widths) : '',
    }))
  }

  return {
    list,

    /** Adds a garment at the server's data; adding it again changes nothing (`created` false). */
    async add(userId: string, productId: string) {
      const created = await db.transaction(async (tx) => {
        await requireAvailable(tx, productId)
        return repo.insertLine(tx, userId, productId)
      })
      return { created, items: await list(userId) }
    },

    /** Removes a garment; removing one that is not there is not an error. */
    async remove(userId: string, productId: string) {
      await repo.deleteLines(db, userId, [productId])
      return list(userId)
    },

    async clear(userId: string): Promise<CartItemDto[]> {
      await repo.deleteLines(db, userId)
      return []
    },

    /** A guest's browser list after login: adds what exists and is available, skips the rest. */
    async merge(userId: string, productIds: string[]) {
      await db.transaction((tx) => repo.insertAvailableLines(tx, userId, [...new Set(productIds)]))
      return list(userId)
    },
  }
}

export type ListService = ReturnType<typeof createListService>
