import { IMAGE_WIDTHS } from '@kladbyte/contract'
import sharp from 'sharp'
import { AppError } from '../../lib/errors.js'

/** Largest upload accepted, in bytes (the image file itself; as base64 JSON see IMAGE_BODY_LIMIT). */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024
/** Largest image accepted, in pixels: a small file can declare huge dimensions (a pixel bomb). */
const MAX_INPUT_PIXELS = 40_000_000
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff'])

export const NOT_AN_IMAGE = 'Filen är ingen bild som stöds. Använd JPEG, PNG, WebP, GIF, HEIC eller AVIF.'
export const TOO_MANY_BYTES = 'Bilden är för stor. Största tillåtna storlek är 15 MB.'
const TOO_MANY_PIXELS = 'Bilden har för hög upplösning. Största tillåtna storlek är 40 megapixlar.'

export interface Rendition {
  width: number
  height: number
  data: Buffer
}

export interface ProcessedImage {
  /** Size of the largest rendition. */
  width: number
  height: number
  /** One WebP per width, smallest first. */
  renditions: Rendition[]
}

/** The widths an image of `width` px gets: the standard ones it can fill, plus its own width when smaller than the largest (no upscaling). */
function renditionWidths(width: number): number[] {
  const max = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width)
  if (width < max && !widths.includes(width)) widths.push(width)
  return widths
}

async function readHeader(input: Buffer) {
  try {
    // Only the header is read here; the pixel count is checked by us right after.
    return await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new AppError('unsupported_media', NOT_AN_IMAGE)
  }
}

/**
 * Turns an uploaded image into safe WebP renditions: checks size, format and pixel count from the
 * header before decoding, applies the EXIF orientation, drops all metadata (EXIF, GPS, ICC) and
 * re-encodes at the standard widths. Throws AppError 413/415 with Swedish text.
 */
export async function processImage(
  input: Buffer,
  options: { effort?: number } = {},
): Promise<ProcessedImage> {
  if (input.length > MAX_IMAGE_BYTES) throw new AppError('payload_too_large', TOO_MANY_BYTES)
  if (input.length === 0) throw new AppError('unsupported_media', NOT_AN_IMAGE)
  const header = await readHeader(input)
  if (!header.format || !ACCEPTED_FORMATS.has(header.format) || !header.width || !header.height) {
    throw new AppError('unsupported_media', NOT_AN_IMAGE)
  }
  const frameHeight = header.pageHeight ?? header.height
  if (header.width * frameHeight > MAX_INPUT_PIXELS) throw new AppError('payload_too_large', TOO_MANY_PIXELS)

  // Orientations 5–8 turn the picture a quarter: width and height swap.
  const turned = (header.orientation ?? 1) >= 5
  const width = turned ? frameHeight : header.width
  const widths = renditionWidths(width)
  const largest = widths[widths.length - 1]!
  let decoded: { data: Buffer; info: sharp.OutputInfo }
  try {
    // Decode once, at the largest width needed; the smaller renditions come from that.
    decoded = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
  } catch (err) {
    if (/pixel limit/i.test(String(err))) throw new AppError('payload_too_large', TOO_MANY_PIXELS)
    throw new AppError('unsupported_media', NOT_AN_IMAGE)
  }
  const { info } = decoded
  const raw = { width: info.width, height: info.height, channels: info.channels }
  const renditions = await Promise.all(
    widths.map(async (w) => {
      const { data, info: out } = await sharp(decoded.data, { raw })
        .resize({ width: w, withoutEnlargement: true })
        .webp({ quality: 80, effort: options.effort ?? 4 })
        .toBuffer({ resolveWithObject: true })
      return { width: out.width, height: out.height, data }
    }),
  )
  const top = renditions[renditions.length - 1]!
  return { width: top.width, height: top.height, renditions }
}
