import { randomBytes } from 'node:crypto'
import { processImage } from './media.pipeline.js'
import { type MediaStore, type MediaVisibility, PRIVATE_PREFIX } from './media.store.js'
import type { PrivateImageOwner } from './media.urls.js'

/** Every kind of thing that has images; the owner decides the folder and who may see them. */
export type ImageOwner = 'products' | PrivateImageOwner

const VISIBILITY: Record<ImageOwner, MediaVisibility> = {
  products: 'public',
  submissions: 'private',
}

/** The folder an owner's images go to: `products`, `private/submissions`. */
const ownerFolder = (owner: ImageOwner) =>
  VISIBILITY[owner] === 'private' ? `${PRIVATE_PREFIX}${owner}` : owner

/** The file of one rendition of a stored image. */
export const renditionPath = (storageKey: string, width: number) => `${storageKey}-${width}.webp`

export interface StoredImage {
  /** Server-chosen, never reused: `<owner folder>/<32 hex>`; renditions are `<key>-<width>.webp`. */
  key: string
  visibility: MediaVisibility
  /** One rendition per width, smallest first. */
  widths: number[]
  /** Size of the largest rendition. */
  width: number
  height: number
  /** Bytes written, all renditions together. */
  bytes: number
  /** Removes the files again: for when recording the image fails after it was stored. */
  discard(): Promise<void>
}

/**
 * Processes an uploaded image (see processImage: size, format and pixel checks, metadata
 * stripped, WebP renditions) and writes its renditions under a new key in the owner's folder.
 * The caller records the key and widths; if that fails, it calls `discard()`.
 */
export async function storeImage(
  media: MediaStore,
  owner: ImageOwner,
  input: Buffer,
  options: { effort?: number } = {},
): Promise<StoredImage> {
  const image = await processImage(input, { effort: options.effort })
  const key = `${ownerFolder(owner)}/${randomBytes(16).toString('hex')}`
  const widths = image.renditions.map((r) => r.width)
  const discard = () => removeImage(media, key, widths)
  try {
    await Promise.all(image.renditions.map((r) => media.put(renditionPath(key, r.width), r.data)))
  } catch (err) {
    await discard()
    throw err
  }
  return {
    key,
    visibility: VISIBILITY[owner],
    widths,
    width: image.width,
    height: image.height,
    bytes: image.renditions.reduce((sum, r) => sum + r.data.length, 0),
    discard,
  }
}

/** Removes every rendition of a stored image (after its row is gone). */
export async function removeImage(media: MediaStore, key: string, widths: readonly number[]): Promise<void> {
  await Promise.all(widths.map((w) => media.remove(renditionPath(key, w))))
}

/**
 * Copies a stored image's renditions under a new key in another owner's folder (a submission
 * photo becoming a product image): the files are already processed, so they are not decoded again.
 * If a copy fails, the files already written are removed before the error is passed on.
 */
export async function copyImage(
  media: MediaStore,
  from: { storageKey: string; widths: readonly number[] },
  owner: ImageOwner,
): Promise<{ key: string; widths: number[] }> {
  const key = `${ownerFolder(owner)}/${randomBytes(16).toString('hex')}`
  const widths = [...from.widths]
  try {
    for (const width of widths) {
      const data = await media.get(renditionPath(from.storageKey, width))
      if (!data) throw new Error(`missing media file: ${renditionPath(from.storageKey, width)}`)
      await media.put(renditionPath(key, width), data)
    }
  } catch (err) {
    await removeImage(media, key, widths)
    throw err
  }
  return { key, widths }
}
