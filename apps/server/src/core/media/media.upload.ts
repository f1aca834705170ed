import { AppError, badRequest } from '../../lib/errors.js'
import { MAX_IMAGE_BYTES, TOO_MANY_BYTES } from './media.pipeline.js'

/** Base64 text of the largest accepted image: 4 characters per 3 bytes (exactly 20 MiB for 15 MiB). */
export const MAX_IMAGE_BASE64_CHARS = Math.ceil(MAX_IMAGE_BYTES / 3) * 4

/**
 * Body limit of the routes that take an image as base64 JSON (`{ blob, main, productId, ... }`):
 * the largest image's base64 (20 MiB) plus 1 MiB for the other fields, JSON escapes and line
 * breaks some encoders add. Every other route keeps Fastify's 1 MiB default from app.ts, so only
 * these calls can make the server hold a 21 MiB body.
 */
export const IMAGE_BODY_LIMIT = MAX_IMAGE_BASE64_CHARS + 1024 * 1024

export const IMAGE_MISSING = 'Bilden saknas.'
export const NOT_BASE64 = 'Bilden kunde inte läsas. Skicka den som base64.'

// A data URL prefix is tolerated although the spec sends bare base64: browsers' FileReader gives one.
const DATA_URL_PREFIX = /^data:[a-z]+\/[a-z0-9.+-]+;base64,/i
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/**
 * Decodes the base64 `blob` of an image upload. Answers 400 for a missing or malformed value and
 * 413 (the pipeline's text) for more than MAX_IMAGE_BYTES, checked on the text before decoding.
 * Whether the bytes are an image is processImage's question (415).
 */
export function decodeImageBase64(blob: string): Buffer {
  let text = blob.replace(DATA_URL_PREFIX, '')
  // MIME encoders break lines every 76 characters; the breaks carry nothing.
  if (/\s/.test(text)) text = text.replace(/\s+/g, '')
  if (text.length === 0) throw badRequest(IMAGE_MISSING)
  if (text.length > MAX_IMAGE_BASE64_CHARS) throw new AppError('payload_too_large', TOO_MANY_BYTES)
  const badLength = text.endsWith('=') ? text.length % 4 !== 0 : text.length % 4 === 1
  if (badLength || !BASE64.test(text)) throw badRequest(NOT_BASE64)
  const data = Buffer.from(text, 'base64')
  if (data.length > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', TOO_MANY_BYTES)
  return data
}
