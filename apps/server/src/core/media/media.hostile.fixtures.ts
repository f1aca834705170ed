import { deflateSync } from 'node:zlib'
import sharp from 'sharp'

// Test-only: hostile image files for the upload tests (ADR 032), all made here, none from disk.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Buffer): number {
  let c = 0xffffffff
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A valid, all-black 1-bit greyscale PNG of `width` × `height`: a decompression bomb when large
 * (30 000 × 30 000 is 900 megapixels, over 2.7 GB once decoded to RGB, about 110 KB on disk).
 */
export function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([1, 0, 0, 0, 0], 8) // bit depth 1, greyscale, deflate, no filter, no interlace
  // Every row: filter byte 0, then zero bits. Rows are all the same, so the stream is tiny.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })

/** A photo-like JPEG (noise, so it does not compress away). */
export const noiseJpeg = (width = 800, height = 600) => noise(width, height).jpeg({ quality: 90 }).toBuffer()

/** EXIF tag 0x8825 (GPSInfo, the pointer to the GPS block), as little-endian bytes. */
export const GPS_IFD_TAG = Buffer.from([0x25, 0x88])

/** A JPEG whose EXIF names a camera and holds a GPS position (Stockholm). */
export const jpegWithGps = (width = 800, height = 600) =>
  noise(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: 'KanariekameraAB', Copyright: 'Kanariefagel' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '59/1 19/1 4512/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 4/1 0/1',
      },
    })
    .toBuffer()

/** HTML with a script and the start of a ZIP archive: appended to a JPEG, it makes a polyglot. */
export const POLYGLOT_TAIL = Buffer.concat([
  Buffer.from('<html><body><script>alert("polyglot")</script></body></html>'),
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26, 0),
  Buffer.from('evil.html<script>alert(1)</script>'),
])

/** An SVG that runs a script when opened as a document. */
export const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)">' +
    '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
)

/** A two-frame animated GIF (red, then blue). */
export async function animatedGif(): Promise<Buffer> {
  const frame = (colour: string) =>
    sharp({ create: { width: 60, height: 40, channels: 3, background: colour } })
      .png()
      .toBuffer()
  return sharp([await frame('#c00'), await frame('#00c')], { join: { animated: true } })
    .gif({ loop: 0, delay: [100, 100] })
    .toBuffer()
}
