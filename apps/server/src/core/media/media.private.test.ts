import { existsSync } from 'node:fs'
import path from 'node:path'
import Fastify from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { removeImage, renditionPath, storeImage } from './media.images.js'
import { PRIVATE_IMAGE_MAX_AGE, readPrivateImage, sendPrivateImage } from './media.private.js'
import { createMediaStore } from './media.store.js'
import { privateImageSrcset, privateImageUrl } from './media.urls.js'

let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/' })
})
afterAll(() => ctx.close())

/** A photo of a garment a member sends in: private to that member and staff. */
const garmentPhoto = () =>
  sharp({ create: { width: 900, height: 700, channels: 3, background: '#2e86c1' } })
    .jpeg()
    .toBuffer()

const fileOf = (root: string, key: string, width: number) =>
  path.join(root, renditionPath(key.replace(/^private\//, ''), width))

describe('private images', () => {
  it('are written under the private folder, outside the folder served at /media/', async () => {
    const stored = await storeImage(ctx.app.media, 'submissions', await garmentPhoto())
    expect(stored).toMatchObject({ visibility: 'private', widths: [320, 640, 900], width: 900, height: 700 })
    expect(stored.key).toMatch(/^private\/submissions\/[0-9a-f]{32}$/)
    expect(stored.bytes).toBeGreaterThan(0)
    const { root, privateRoot } = ctx.app.media
    expect(path.relative(root, privateRoot).startsWith('..')).toBe(true)
    for (const w of stored.widths) {
      expect(existsSync(fileOf(privateRoot, stored.key, w))).toBe(true)
      expect(existsSync(fileOf(root, stored.key, w))).toBe(false)
    }
  })

  it('are not served by GET /media/ under any spelling of their path', async () => {
    const stored = await storeImage(ctx.app.media, 'submissions', await garmentPhoto())
    const name = renditionPath(stored.key.replace(/^private\//, ''), 640)
    for (const url of [
      `/media/${stored.key}-640.webp`,
      `/media/${name}`,
      `/media/../media-private/${name}`,
      `/media/%2e%2e/media-private/${name}`,
      `/media/..%2fmedia-private/${name}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).not.toBe(200)
      expect(res.headers['content-type'], url).not.toBe('image/webp')
    }
  })

  it('never get a public or CDN URL, only the API path the owner check serves', async () => {
    const stored = await storeImage(ctx.app.media, 'submissions', await garmentPhoto())
    expect(() => ctx.app.media.urls.rendition(stored.key, 640)).toThrow(/private/)
    expect(() => ctx.app.media.urls.srcset(stored.key, stored.widths)).toThrow(/private/)
    const id = '6f1c1b8e-3f7a-4c1e-9b1a-2a7c9d0e4f55'
    expect(privateImageUrl('submissions', id, 640)).toBe(`/api/media/private/submissions/${id}/640`)
    expect(privateImageSrcset('submissions', id, [640, 320])).toBe(
      `/api/media/private/submissions/${id}/320 320w, /api/media/private/submissions/${id}/640 640w`,
    )
  })

  it('can be read back by key and width, and sent with a private cache header', async () => {
    const stored = await storeImage(ctx.app.media, 'submissions', await garmentPhoto())
    const data = await readPrivateImage(ctx.app.media, stored.key, 320)
    expect(await sharp(data).metadata()).toMatchObject({ format: 'webp', width: 320 })

    // A stand-in for the route the next issue adds: its service has checked owner or staff.
    const app = Fastify()
    app.get('/bild', async (_req, reply) =>
      sendPrivateImage(reply, await readPrivateImage(ctx.app.media, stored.key, 640)),
    )
    const res = await app.inject({ method: 'GET', url: '/bild' })
    await app.close()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe(`private, max-age=${PRIVATE_IMAGE_MAX_AGE}`)
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640)
  })

  it('answers 404 for a width never made, a public key or a key that is not server-chosen', async () => {
    const stored = await storeImage(ctx.app.media, 'submissions', await garmentPhoto())
    const product = await storeImage(ctx.app.media, 'products', await garmentPhoto())
    for (const [key, width] of [
      [stored.key, 1024],
      [stored.key, 0],
      [stored.key, 6.5],
      [product.key, 640],
      ['private/../media/products/x', 640],
      ['private/submissions/../../hemlig', 640],
    ] as const) {
      const err = await readPrivateImage(ctx.app.media, key, width).catch((e: unknown) => e)
      expect(err, `${key} ${width}`).toBeInstanceOf(AppError)
      expect((err as AppError).status).toBe(404)
      expect((err as AppError).message).toBe('Kunde inte hitta bilden.')
    }
  })

  it('are gone, every rendition, once removed (and discard does the same)', async () => {
    const removed = await storeImage(ctx.app.media, 'submissions', await garmentPhoto())
    await removeImage(ctx.app.media, removed.key, removed.widths)
    const discarded = await storeImage(ctx.app.media, 'submissions', await garmentPhoto())
    await discarded.discard()
    for (const stored of [removed, discarded]) {
      for (const w of stored.widths) {
        expect(existsSync(fileOf(ctx.app.media.privateRoot, stored.key, w))).toBe(false)
        await expect(readPrivateImage(ctx.app.media, stored.key, w)).rejects.toMatchObject({ status: 404 })
      }
    }
  })
})

describe('MediaStore', () => {
  it('keeps public and private files apart behind the same put, get and remove', async () => {
    const store = createMediaStore(ctx.app.config.dataDir)
    const bytes = Buffer.from('bild')
    await store.put('products/abc-1.webp', bytes)
    await store.put('private/submissions/abc-1.webp', Buffer.from('privat'))
    expect(await store.get('products/abc-1.webp')).toEqual(bytes)
    expect(String(await store.get('private/submissions/abc-1.webp'))).toBe('privat')
    expect(existsSync(path.join(store.privateRoot, 'submissions/abc-1.webp'))).toBe(true)
    await expect(store.put('products/abc-1.webp', bytes)).rejects.toThrow()
    await store.remove('private/submissions/abc-1.webp')
    expect(await store.get('private/submissions/abc-1.webp')).toBeUndefined()
    expect(await store.get('products/abc-1.webp')).toEqual(bytes)
    for (const unsafe of ['../hemlig.webp', 'private/x.webp', 'private/../../x/y.webp', 'products/a.txt']) {
      await expect(store.put(unsafe, bytes)).rejects.toThrow(/unsafe/)
    }
  })
})
