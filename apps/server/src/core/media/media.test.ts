import { existsSync } from 'node:fs'
import { readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { crc32 } from 'node:zlib'
import type { ProductDto } from '@kladbyte/contract'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productImages } from '../../db/schema/index.js'
import { AppError } from '../../lib/errors.js'
import { createCategory, createProduct } from '../../modules/catalog/catalog.fixtures.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { MAX_IMAGE_BYTES, processImage } from './media.pipeline.js'
import { deleteProductImage, saveProductImage, setMainProductImage } from './media.service.js'

let ctx: TestContext
let categoryId: string

beforeAll(async () => {
  ctx = await createTestContext()
  categoryId = (await createCategory(ctx.db, { name: 'Dam' })).id
})
afterAll(() => ctx.close())

/** A landscape JPEG that says "rotate 90°" and carries EXIF a shop must not publish. */
const photo = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Hemlig fotograf', Make: 'Kamera AB' } })
    .toBuffer()

/** A tiny PNG file whose header claims `width` × `height` pixels (a decompression bomb). */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(body.length + 8)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), body.length + 4)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(16)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

async function rejection(input: Buffer): Promise<AppError> {
  const err = await processImage(input).then(
    () => null,
    (e: unknown) => e,
  )
  expect(err).toBeInstanceOf(AppError)
  return err as AppError
}

const newProduct = async () => (await createProduct(ctx.db, { name: 'Blommig klänning', categoryId })).id
const mediaFiles = async () => readdir(path.join(ctx.app.media.root, 'products')).catch(() => [] as string[])

describe('processImage', () => {
  it('turns a photo upright, strips its metadata and re-encodes it as WebP at three widths', async () => {
    const image = await processImage(await photo())
    expect(image.renditions.map((r) => r.width)).toEqual([320, 640, 1024])
    // Orientation 6 turns the 1600×1200 landscape into a portrait.
    expect(image).toMatchObject({ width: 1024, height: 1365 })
    for (const r of image.renditions) {
      const meta = await sharp(r.data).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.width).toBe(r.width)
      expect(meta.height).toBeGreaterThan(r.width)
      expect(meta.exif).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
      expect(meta.icc).toBeUndefined()
    }
  })

  it('never upscales a small image', async () => {
    const small = await sharp({ create: { width: 200, height: 150, channels: 4, background: '#fff0' } })
      .png()
      .toBuffer()
    const image = await processImage(small)
    expect(image.renditions.map((r) => [r.width, r.height])).toEqual([[200, 150]])
  })

  it('rejects bytes that are not a supported image with 415', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    for (const input of [
      Buffer.from('hej, jag är ingen bild'),
      Buffer.alloc(0),
      svg,
      Buffer.from('%PDF-1.4\n'),
    ]) {
      const err = await rejection(input)
      expect(err.status).toBe(415)
      expect(err.message).toMatch(/ingen bild som stöds/)
    }
  })

  it('rejects a truncated image with 415 instead of crashing', async () => {
    const jpeg = await photo()
    expect((await rejection(jpeg.subarray(0, 2000))).status).toBe(415)
  })

  it('rejects more than 15 MB with 413 before decoding', async () => {
    const err = await rejection(Buffer.alloc(MAX_IMAGE_BYTES + 1))
    expect(err.status).toBe(413)
    expect(err.message).toMatch(/15 MB/)
  })

  it('rejects a pixel bomb (20000×20000 header) with 413 without decoding it', async () => {
    const started = Date.now()
    const err = await rejection(pngHeader(20_000, 20_000))
    expect(err.status).toBe(413)
    expect(err.message).toMatch(/megapixlar/)
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})

describe('saveProductImage', () => {
  it('stores three WebP files under a server-chosen name and records the first image as main', async () => {
    const productId = await newProduct()
    const before = await mediaFiles()
    const dto = await saveProductImage(ctx.db, ctx.app.media, productId, await photo())
    expect(dto).toMatchObject({ productId, main: true, width: 1024, height: 1365 })
    expect(dto.imageUrl).toMatch(/^\/media\/products\/[0-9a-f]{32}-640\.webp$/)
    const added = (await mediaFiles()).filter((f) => !before.includes(f)).sort()
    expect(added).toHaveLength(3)
    expect(added.map((f) => f.replace(/^[0-9a-f]{32}-/, ''))).toEqual(['1024.webp', '320.webp', '640.webp'])
    for (const url of dto.srcset.split(', ').map((s) => s.split(' ')[0]!)) {
      const res = await ctx.app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect((await sharp(res.rawPayload).metadata()).exif).toBeUndefined()
    }
  })

  it('keeps exactly one main image: later images are not main unless asked', async () => {
    const productId = await newProduct()
    const first = await saveProductImage(ctx.db, ctx.app.media, productId, await photo(800, 600))
    const second = await saveProductImage(ctx.db, ctx.app.media, productId, await photo(800, 600))
    expect(second.main).toBe(false)
    const third = await saveProductImage(ctx.db, ctx.app.media, productId, await photo(800, 600), {
      main: true,
    })
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products/images/${productId}` })
    expect(res.json().map((i: { imageId: string; main: boolean }) => [i.imageId, i.main])).toEqual([
      [third.imageId, true],
      [first.imageId, false],
      [second.imageId, false],
    ])
  })

  it('gives exactly one main image when uploads for a new product race', async () => {
    const productId = await newProduct()
    const input = await photo(400, 300)
    const saved = await Promise.all(
      Array.from({ length: 6 }, () => saveProductImage(ctx.db, ctx.app.media, productId, input)),
    )
    expect(saved.filter((i) => i.main)).toHaveLength(1)
    const rows = await ctx.db.select().from(productImages).where(eq(productImages.productId, productId))
    expect(rows.filter((r) => r.main)).toHaveLength(1)
    expect(new Set(rows.map((r) => r.position)).size).toBe(6)
  })

  it('answers 404 for an unknown product and leaves no files behind', async () => {
    const before = await mediaFiles()
    const err = await saveProductImage(
      ctx.db,
      ctx.app.media,
      '6f1c1b8e-3f7a-4c1e-9b1a-2a7c9d0e4f55',
      await photo(400, 300),
    ).catch((e: unknown) => e)
    expect((err as AppError).status).toBe(404)
    expect(await mediaFiles()).toEqual(before)
  })

  it('moves the main mark and hands it on when the main image is deleted', async () => {
    const productId = await newProduct()
    const a = await saveProductImage(ctx.db, ctx.app.media, productId, await photo(400, 300))
    const b = await saveProductImage(ctx.db, ctx.app.media, productId, await photo(400, 300))
    await setMainProductImage(ctx.db, productId, b.imageId)
    const other = await newProduct()
    await expect(setMainProductImage(ctx.db, other, a.imageId)).rejects.toMatchObject({ status: 404 })
    await deleteProductImage(ctx.db, ctx.app.media, b.imageId)
    const rows = await ctx.db.select().from(productImages).where(eq(productImages.productId, productId))
    expect(rows.map((r) => [r.id, r.main])).toEqual([[a.imageId, true]])
    const file = path.join(ctx.app.media.root, `${b.imageUrl.replace('/media/', '')}`)
    expect(existsSync(file)).toBe(false)
  })
})

describe('serving media', () => {
  it('answers 404 for a missing file', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/media/products/finns-inte-640.webp' })
    expect(res.statusCode).toBe(404)
  })

  it('never serves a file outside the media folder', async () => {
    await writeFile(path.join(ctx.app.config.dataDir, 'hemlig.txt'), 'hemligt innehåll')
    for (const url of [
      '/media/../hemlig.txt',
      '/media/%2e%2e/hemlig.txt',
      '/media/..%2fhemlig.txt',
      '/media/%2e%2e%2fhemlig.txt',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url })
      expect(res.body).not.toContain('hemligt')
    }
  })
})

describe('MEDIA_PUBLIC_URL', () => {
  it('rewrites every image URL to the public media host', async () => {
    const cdn = await createTestContext({ MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/' })
    try {
      const cat = await createCategory(cdn.db, { name: 'Barn' })
      const { id } = await createProduct(cdn.db, { name: 'Randig body', categoryId: cat.id })
      const dto = await saveProductImage(cdn.db, cdn.app.media, id, await photo(1200, 900))
      expect(dto.imageUrl).toMatch(/^https:\/\/cdn\.example\.com\/media\/products\/[0-9a-f]{32}-640\.webp$/)
      expect(dto.srcset.match(/https:\/\/cdn\.example\.com\/media\/products\//g)).toHaveLength(3)
      const product = (
        await cdn.app.inject({ method: 'GET', url: `/api/products/${id}` })
      ).json() as ProductDto
      expect(product.imageUrl).toBe(dto.imageUrl)
      expect(product.images[0]?.srcset).toBe(dto.srcset)
    } finally {
      await cdn.close()
    }
  })
})
