import type { SubmissionItemImageDto } from '@kladbyte/contract'
import { SUBMISSION_IMAGES_PER_ITEM_MAX } from '@kladbyte/contract'
import { removeImage } from '../../core/media/media.images.js'
import { readPrivateImage } from '../../core/media/media.private.js'
import type { MediaStore } from '../../core/media/media.store.js'
import { decodeImageBase64 } from '../../core/media/media.upload.js'
import type { Db, DbOrTx } from '../../db/client.js'
import { conflict, notFound } from '../../lib/errors.js'
import { storeSubmissionPhoto, toImageDto } from './submissions.images.js'
import type { ItemRow, SubmissionRow } from './submissions.repository.js'
import * as repo from './submissions.repository.js'
import {
  type Actor,
  APPROVED_NO_EDIT,
  APPROVED_NO_REMOVE,
  assertContentEditable,
  assertItemEditable,
  assertOwned,
  assertReadable,
  IMAGE_NOT_FOUND,
  ITEM_NOT_FOUND,
  isUuid,
} from './submissions.rules.js'

export const TOO_MANY_IMAGES = `En artikel kan ha högst ${SUBMISSION_IMAGES_PER_ITEM_MAX} bilder. Ta bort en bild först.`

/** An item with its submission's owner; unknown or malformed ids are 404. */
async function findItemWithOwner(db: DbOrTx, itemId: string) {
  if (!isUuid(itemId)) return null
  const item = await repo.findItem(db, itemId)
  if (!item) return null
  const sub = await repo.findSubmission(db, item.submissionId)
  return sub ? { item, sub, userId: sub.userId } : null
}

/**
 * Runs `work` with the item's submission locked, after checking (under the lock) that the
 * caller owns it, that it is still editable and that the item is not approved. The same lock
 * serialises uploads, main changes and deletes, so the count and the one main always hold.
 */
async function withEditableItem<T>(
  db: Db,
  actor: Actor,
  itemId: string,
  work: (tx: DbOrTx, item: ItemRow, sub: SubmissionRow) => Promise<T>,
  approvedMessage = APPROVED_NO_EDIT,
): Promise<T> {
  if (!isUuid(itemId)) throw notFound(ITEM_NOT_FOUND)
  return db.transaction(async (tx) => {
    const item = await repo.findItem(tx, itemId)
    if (!item) throw notFound(ITEM_NOT_FOUND)
    const sub = assertOwned(await repo.lockSubmission(tx, item.submissionId), actor, ITEM_NOT_FOUND)
    // Re-read under the lock: the item may have been removed or approved meanwhile.
    const current = await repo.findItem(tx, itemId)
    if (!current) throw notFound(ITEM_NOT_FOUND)
    assertContentEditable(sub)
    assertItemEditable(current, approvedMessage)
    return work(tx, current, sub)
  })
}

const listDtos = async (db: DbOrTx, itemId: string) => (await repo.listImages(db, [itemId])).map(toImageDto)

export function createSubmissionPhotosService({ db, media }: { db: Db; media: MediaStore }) {
  return {
    /** The item's photos, main first: for the owner and staff. */
    async list(actor: Actor, itemId: string): Promise<SubmissionItemImageDto[]> {
      assertReadable(await findItemWithOwner(db, itemId), actor, ITEM_NOT_FOUND)
      return listDtos(db, itemId)
    },

    /**
     * Adds a photo. Cheap checks first (owner, status, count) so nobody makes the server decode
     * a photo it will refuse; the photo is stored outside the lock (decoding takes a while), then
     * every rule is checked again under the lock, and the files are discarded if the row is not written.
     */
    async upload(
      actor: Actor,
      itemId: string,
      blob: string,
      main?: boolean,
    ): Promise<SubmissionItemImageDto> {
      const data = decodeImageBase64(blob)
      await withEditableItem(db, actor, itemId, async (tx) => {
        if ((await repo.imageStats(tx, itemId)).count >= SUBMISSION_IMAGES_PER_ITEM_MAX) {
          throw conflict(TOO_MANY_IMAGES)
        }
      })
      const stored = await storeSubmissionPhoto(media, data)
      try {
        const row = await withEditableItem(db, actor, itemId, async (tx) => {
          const stats = await repo.imageStats(tx, itemId)
          if (stats.count >= SUBMISSION_IMAGES_PER_ITEM_MAX) throw conflict(TOO_MANY_IMAGES)
          const image = await repo.insertImage(tx, {
            itemId,
            storageKey: stored.key,
            widths: stored.widths,
            width: stored.width,
            height: stored.height,
            // The first photo of an item is its main one.
            main: stats.count === 0,
            position: stats.lastPosition + 1,
          })
          if (main && stats.count > 0) await repo.setMainImage(tx, itemId, image.id)
          return { ...image, main: image.main || main === true }
        })
        return toImageDto(row)
      } catch (err) {
        await stored.discard()
        throw err
      }
    },

    /** Makes one photo the item's main one (exactly one main at any time). Answers the item's photos. */
    async setMain(actor: Actor, itemId: string, imageId: string): Promise<SubmissionItemImageDto[]> {
      return withEditableItem(db, actor, itemId, async (tx) => {
        const found = isUuid(imageId) ? await repo.findImage(tx, imageId) : null
        if (!found || found.image.itemId !== itemId) throw notFound(IMAGE_NOT_FOUND)
        if (!found.image.main) await repo.setMainImage(tx, itemId, imageId)
        return listDtos(tx, itemId)
      })
    },

    /** Removes a photo; if it was the main one, the next photo becomes main. Files go after the row. */
    async remove(actor: Actor, imageId: string): Promise<void> {
      const found = isUuid(imageId) ? await repo.findImage(db, imageId) : null
      if (!found || found.userId !== actor.id) throw notFound(IMAGE_NOT_FOUND)
      const image = await withEditableItem(
        db,
        actor,
        found.item.id,
        async (tx, item) => {
          const current = await repo.findImage(tx, imageId)
          if (!current) throw notFound(IMAGE_NOT_FOUND)
          await repo.deleteImage(tx, imageId)
          if (current.image.main) await repo.promoteFirstImage(tx, item.id)
          return current.image
        },
        APPROVED_NO_REMOVE,
      )
      await removeImage(media, image.storageKey, image.widths)
    },

    /** One rendition of a photo, for its owner or staff; anyone else gets 404. */
    async read(actor: Actor, imageId: string, width: number): Promise<Buffer> {
      const found = isUuid(imageId) ? await repo.findImage(db, imageId) : null
      const image = assertReadable(found, actor, IMAGE_NOT_FOUND).image
      if (!image.widths.includes(width)) throw notFound(IMAGE_NOT_FOUND)
      return readPrivateImage(media, image.storageKey, width)
    },
  }
}

export type SubmissionPhotosService = ReturnType<typeof createSubmissionPhotosService>
