import type { SubmissionItemImageDto } from '@kladbyte/contract'
import sharp from 'sharp'
import { type StoredImage, storeImage } from '../../core/media/media.images.js'
import type { MediaStore } from '../../core/media/media.store.js'
import { privateImageSrcset, privateImageUrl } from '../../core/media/media.urls.js'
import { AppError, badRequest } from '../../lib/errors.js'
import type { ImageRow } from './submissions.repository.js'

export const WRONG_IMAGE_TYPE = 'Bilden måste vara JPEG, PNG, WebP eller AVIF.'

/**
 * What a phone or camera gives: JPEG, PNG, WebP, AVIF. sharp names AVIF `heif` with AV1
 * compression; HEIC (HEVC) is not one of the accepted types, nor GIF or TIFF, though the
 * product pipeline takes them.
 */
function isAcceptedPhoto(meta: sharp.Metadata): boolean {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return true
  return meta.format === 'heif' && meta.compression === 'av1'
}

/**
 * Checks the type from the file's header (never the client's word), then stores it privately
 * through the one media pipeline (ADR 011): oversized files and pixel bombs are refused before
 * decoding (413), orientation is applied, EXIF/GPS dropped, WebP renditions written.
 */
export async function storeSubmissionPhoto(media: MediaStore, data: Buffer): Promise<StoredImage> {
  let meta: sharp.Metadata
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata()
  } catch {
    throw badRequest(WRONG_IMAGE_TYPE)
  }
  if (!isAcceptedPhoto(meta)) throw badRequest(WRONG_IMAGE_TYPE)
  try {
    return await storeImage(media, 'submissions', data)
  } catch (err) {
    // A file whose header looked right but whose body does not decode: still not a usable photo.
    if (err instanceof AppError && err.kind === 'unsupported_media') throw badRequest(WRONG_IMAGE_TYPE)
    throw err
  }
}

/** The API shape of an item photo: URLs of the owner-checked private route, never the storage key. */
export function toImageDto(row: ImageRow): SubmissionItemImageDto {
  const widths = [...row.widths].sort((a, b) => a - b)
  return {
    imageId: row.id,
    submissionRequestItemId: row.itemId,
    imageUrl: privateImageUrl('submissions', row.id, widths.at(-1)!),
    thumbnailUrl: privateImageUrl('submissions', row.id, widths[0]!),
    srcset: privateImageSrcset('submissions', row.id, widths),
    main: row.main,
    width: row.width,
    height: row.height,
  }
}
