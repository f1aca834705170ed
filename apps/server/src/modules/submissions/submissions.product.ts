import { PRODUCT_NAME_MAX, PRODUCT_PRICE_MIN, type ProductFromItemResult } from '@kladbyte/contract'
import { copyImage, removeImage } from '../../core/media/media.images.js'
import type { MediaStore } from '../../core/media/media.store.js'
import type { Db } from '../../db/client.js'
import { conflict, notFound } from '../../lib/errors.js'
import { publishSubmissionUpdated } from '../chat/public.js'
import * as receiveRepo from './submissions.receive.repository.js'
import * as repo from './submissions.repository.js'
import { ITEM_NOT_FOUND, isUuid } from './submissions.rules.js'

export const NOT_RECEIVED = 'Artikeln har inte tagits emot än.'
export const ALREADY_PRODUCT = 'Artikeln har redan blivit en produkt.'
export const NO_CATEGORY = 'Välj en kategori för artikeln först.'

/** 'Jackor – Mycket gott skick': the category and the condition, cut to fit a product name. */
export function proposedName(categoryName: string, condition: string): string {
  const name = condition.trim() ? `${categoryName} – ${condition.trim()}` : categoryName
  return name.length > PRODUCT_NAME_MAX ? `${name.slice(0, PRODUCT_NAME_MAX - 1).trimEnd()}…` : name
}

/**
 * An arrived garment becomes a hidden shop product (ADR 027): proposed name and price, the item's
 * photos copied as public product images (the private originals stay with the submission). The
 * item row is locked, so parallel calls make one product; if anything fails, nothing is committed
 * and the files already copied are removed.
 */
export function createProductFromItemService({
  db,
  media,
  onProductCreated,
}: {
  db: Db
  media: MediaStore
  onProductCreated: () => Promise<void>
}) {
  return {
    async create(itemId: string): Promise<ProductFromItemResult> {
      if (!isUuid(itemId)) throw notFound(ITEM_NOT_FOUND)
      const copied: { key: string; widths: number[] }[] = []
      try {
        const productId = await db.transaction(async (tx) => {
          const [item] = await receiveRepo.lockItems(tx, [itemId.toLowerCase()])
          if (!item) throw notFound(ITEM_NOT_FOUND)
          if (!item.receivedAt) throw conflict(NOT_RECEIVED)
          if (item.productId) throw conflict(ALREADY_PRODUCT)
          if (!item.categoryId) throw conflict(NO_CATEGORY)
          const category = await receiveRepo.findCategoryWithGuide(tx, item.categoryId)
          if (!category) throw conflict(NO_CATEGORY)

          const price = Math.max(PRODUCT_PRICE_MIN, category.guidePoints ?? item.creditedPoints ?? 0)
          const id = await receiveRepo.insertHiddenProduct(tx, {
            name: proposedName(category.name, item.condition),
            description: item.notes,
            categoryId: item.categoryId,
            price,
          })
          const photos = await repo.listImages(tx, [item.id])
          const mainIndex = Math.max(
            photos.findIndex((p) => p.main),
            0,
          )
          const rows = []
          for (const [position, photo] of photos.entries()) {
            const copy = await copyImage(media, photo, 'products')
            copied.push(copy)
            rows.push({
              productId: id,
              position,
              main: position === mainIndex,
              storageKey: copy.key,
              widths: copy.widths,
              width: photo.width,
              height: photo.height,
            })
          }
          await receiveRepo.insertProductImages(tx, rows)
          await receiveRepo.linkProduct(tx, item.id, id)
          const sub = await repo.findSubmission(tx, item.submissionId)
          if (sub) await publishSubmissionUpdated(tx, { submissionId: sub.id, ownerId: sub.userId })
          return id
        })
        await onProductCreated()
        return { productId }
      } catch (err) {
        await Promise.all(copied.map((c) => removeImage(media, c.key, c.widths)))
        throw err
      }
    },
  }
}

export type ProductFromItemService = ReturnType<typeof createProductFromItemService>
