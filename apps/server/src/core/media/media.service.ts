import type { ProductImageDto } from '@kladbyte/contract'
import type { Db } from '../../db/client.js'
import { notFound } from '../../lib/errors.js'
import { toImageDto } from './media.dto.js'
import { removeImage, storeImage } from './media.images.js'
import * as repo from './media.repository.js'
import type { MediaStore } from './media.store.js'

const PRODUCT_NOT_FOUND = 'Kunde inte hitta produkt.'
const IMAGE_NOT_FOUND = 'Kunde inte hitta bilden.'

export interface SaveImageOptions {
  /** Make this the main image (the first image of a product always is). */
  main?: boolean
  /** WebP encoder effort 0–6; the demo seeding trades a little size for speed. */
  effort?: number
}

/**
 * Stores an uploaded product image (see storeImage) and records it. The first image becomes
 * main; `main: true` moves the mark. Files are written before the row and removed again if
 * recording fails.
 */
export async function saveProductImage(
  db: Db,
  media: MediaStore,
  productId: string,
  input: Buffer,
  options: SaveImageOptions = {},
): Promise<ProductImageDto> {
  const stored = await storeImage(media, 'products', input, { effort: options.effort })
  try {
    const row = await db.transaction(async (tx) => {
      if (!(await repo.lockProduct(tx, productId))) throw notFound(PRODUCT_NOT_FOUND)
      const existing = await repo.findProductImages(tx, productId)
      const makeMain = options.main === true || !existing.some((i) => i.main)
      const inserted = await repo.insertImage(tx, {
        productId,
        position: await repo.nextPosition(tx, productId),
        main: false,
        storageKey: stored.key,
        widths: stored.widths,
        width: stored.width,
        height: stored.height,
      })
      if (makeMain) await repo.setMain(tx, productId, inserted.id)
      return { ...inserted, main: makeMain }
    })
    return toImageDto(row, media.urls)
  } catch (err) {
    await stored.discard()
    throw err
  }
}

/** Moves the main mark to another image of the same product. */
export async function setMainProductImage(db: Db, productId: string, imageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockProduct(tx, productId))) throw notFound(PRODUCT_NOT_FOUND)
    const image = await repo.findImage(tx, imageId)
    if (!image || image.productId !== productId) throw notFound(IMAGE_NOT_FOUND)
    await repo.setMain(tx, productId, imageId)
  })
}

/** Deletes an image and its files; when it was the main image, the next one in order takes over. */
export async function deleteProductImage(db: Db, media: MediaStore, imageId: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const image = await repo.findImage(tx, imageId)
    if (!image) throw notFound(IMAGE_NOT_FOUND)
    await repo.lockProduct(tx, image.productId)
    await repo.deleteImage(tx, imageId)
    const [next] = await repo.findProductImages(tx, image.productId)
    if (image.main && next) await repo.setMain(tx, image.productId, next.id)
    return image
  })
  await removeImage(media, removed.storageKey, removed.widths)
}
