import type { FastifyReply } from 'fastify'
import { notFound } from '../../lib/errors.js'
import { renditionPath } from './media.images.js'
import { isSafeMediaPath, type MediaStore, visibilityOf } from './media.store.js'

const IMAGE_NOT_FOUND = 'Kunde inte hitta bilden.'

/**
 * How long the caller's own browser may keep a private image. Names are never reused, so the
 * bytes never change; the limit is short because access can end (deleted image, logout on a
 * shared computer) and `private` keeps shared caches and the CDN out.
 */
export const PRIVATE_IMAGE_MAX_AGE = 60 * 60

/**
 * One rendition of a private image, for a route whose service has already checked that the
 * caller owns the image or is staff. 404 for a public key, a width that was never made, or a
 * missing file, so a caller learns nothing from guessing.
 */
export async function readPrivateImage(media: MediaStore, key: string, width: number): Promise<Buffer> {
  const file = renditionPath(key, width)
  if (visibilityOf(key) !== 'private' || !Number.isInteger(width) || width <= 0 || !isSafeMediaPath(file)) {
    throw notFound(IMAGE_NOT_FOUND)
  }
  const data = await media.get(file)
  if (!data) throw notFound(IMAGE_NOT_FOUND)
  return data
}

/** Sends a private rendition: WebP, cached only by the caller's own browser. */
export function sendPrivateImage(reply: FastifyReply, data: Buffer): FastifyReply {
  return reply
    .header('content-type', 'image/webp')
    .header('cache-control', `private, max-age=${PRIVATE_IMAGE_MAX_AGE}`)
    .send(data)
}
