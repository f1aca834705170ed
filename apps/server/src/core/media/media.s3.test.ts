import { existsSync } from 'node:fs'
import type { ProductImageDto } from '@kladbyte/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submissionItems, submissionRequests } from '../../db/schema/index.js'
import { createCategory, createProduct } from '../../modules/catalog/catalog.fixtures.js'
import { DELETE, EXPORT } from '../../modules/privacy/privacy.fixtures.js'
import {
  BASE,
  type Caller,
  callAs,
  createCaller,
  photo,
  seedSubmission,
  startSubmissionsTest,
  uploadBody,
} from '../../modules/submissions/submissions.fixtures.js'
import type { TestContext } from '../../test/context.js'
import { TEST_PASSWORD } from '../../test/factories.js'
import { type S3Emulator, startS3Emulator } from '../../test/s3-emulator.js'
import { readPrivateImage } from './media.private.js'
import { privateImageUrl } from './media.urls.js'

// Every media path with S3_BUCKET set (ADR 042), against an S3 emulator the test starts.

let s3: S3Emulator
let ctx: TestContext
let anna: Caller
let bo: Caller
let staff: Caller
let categoryId: string

beforeAll(async () => {
  s3 = await startS3Emulator()
  ;({ ctx, anna, bo, staff } = await startSubmissionsTest(s3.env))
  categoryId = (await createCategory(ctx.db, { name: 'Jackor' })).id
})
afterAll(async () => {
  await ctx?.close()
  await s3?.stop()
})

const isWebp = (b: Buffer) =>
  b.subarray(0, 4).toString() === 'RIFF' && b.subarray(8, 12).toString() === 'WEBP'
const shopHeaders = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['content-security-policy'])
const keysUnder = async (prefix: string) => (await s3.keys()).filter((k) => k.startsWith(prefix))
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer())
/** The storage key of a rendition URL: `…/products/<hex>-640.webp` → `products/<hex>`. */
const keyOf = (url: string) => /(products\/[0-9a-f]{32})-\d+\.webp$/.exec(url)![1]!

async function uploadProductImage(productId: string) {
  const blob = (await photo('jpeg', 900, 600)).toString('base64')
  const res = await callAs(ctx.app, staff, 'POST', `/api/products/image/${productId}`, {
    blob,
    main: false,
    productId,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as ProductImageDto
}

/** A submission of anna's with one item and one uploaded photo; returns the photo's URLs. */
async function annasPhoto() {
  const sub = await seedSubmission(ctx.db, anna.id, { items: [{ condition: 'Gott skick' }] })
  const item = sub.items[0]!
  const res = await callAs(
    ctx.app,
    anna,
    'POST',
    `${BASE}/item/${item.id}/images`,
    uploadBody(item.id, await photo()),
  )
  expect(res.statusCode, res.body).toBe(201)
  return { sub, item, image: res.json() as { imageId: string; imageUrl: string } }
}

describe('product images in the bucket', () => {
  it('writes every rendition to the bucket, nothing locally, and the shop URLs serve them from there', async () => {
    const productId = (await createProduct(ctx.db, { name: 'Ulljacka', categoryId })).id
    const image = await uploadProductImage(productId)
    const key = keyOf(image.imageUrl)
    const urls = image.srcset.split(', ').map((entry) => entry.split(' ')[0]!)

    expect(await keysUnder(`${key}-`)).toEqual(urls.map((u) => u.slice(s3.publicUrl.length + 1)).sort())
    expect(existsSync(ctx.app.media.root)).toBe(false)
    // The page may load images from the bucket (CSP img-src).
    expect(shopHeaders(await callAs(ctx.app, undefined, 'GET', '/api/csrfToken'))).toContain(
      `img-src 'self' data: blob: ${s3.endpoint}`,
    )
    const shop = await callAs(ctx.app, undefined, 'GET', `/api/products/images/${productId}`)
    expect(shop.json()[0].imageUrl).toBe(`${s3.publicUrl}/${key}-640.webp`)
    for (const url of urls) {
      const res = await fetch(url)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/webp')
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(isWebp(await bytesOf(res))).toBe(true)
    }
  })

  it('sends old /media/ addresses on to the bucket, and never a private one', async () => {
    const productId = (await createProduct(ctx.db, { name: 'Kappa', categoryId })).id
    const key = keyOf((await uploadProductImage(productId)).imageUrl)
    const res = await callAs(ctx.app, undefined, 'GET', `/media/${key}-320.webp`)
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe(`${s3.publicUrl}/${key}-320.webp`)
    await annasPhoto()
    const [privateKey] = await keysUnder('private/submissions/')
    expect(privateKey).toBeDefined()
    expect((await callAs(ctx.app, undefined, 'GET', `/media/${privateKey}`)).statusCode).toBe(404)
  })

  it('deleting an image removes every rendition from the bucket', async () => {
    const productId = (await createProduct(ctx.db, { name: 'Väst', categoryId })).id
    const image = await uploadProductImage(productId)
    const key = keyOf(image.imageUrl)
    expect((await keysUnder(`${key}-`)).length).toBeGreaterThan(0)
    const res = await callAs(ctx.app, staff, 'DELETE', `/api/products/image/${image.imageId}`)
    expect(res.statusCode).toBe(204)
    expect(await keysUnder(`${key}-`)).toEqual([])
    expect((await fetch(image.imageUrl)).status).not.toBe(200)
  })
})

describe('submission photos in the bucket', () => {
  it('are private objects: refused to anonymous readers of the bucket, served by the app to owner and staff only', async () => {
    const { image } = await annasPhoto()
    const keys = await s3.keys()
    const objects = keys.filter((k) => k.startsWith('private/submissions/'))
    expect(objects.length).toBeGreaterThan(0)
    for (const object of objects) expect((await fetch(`${s3.publicUrl}/${object}`)).status).toBe(403)

    const url = image.imageUrl
    expect(url).toMatch(/^\/api\/media\/private\/submissions\//)
    expect((await callAs(ctx.app, undefined, 'GET', url)).statusCode).toBe(401)
    expect((await callAs(ctx.app, bo, 'GET', url)).statusCode).toBe(404)
    for (const who of [anna, staff]) {
      const res = await callAs(ctx.app, who, 'GET', url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      expect(res.headers['cache-control']).toMatch(/^private/)
      expect(isWebp(res.rawPayload)).toBe(true)
    }
  })

  it('become public product images when staff make a product of an arrived item (copyImage)', async () => {
    const { sub, item, image: photoRow } = await annasPhoto()
    const photoId = photoRow.imageId
    await ctx.db.update(submissionRequests).set({ status: 2 }).where(eq(submissionRequests.id, sub.id))
    await ctx.db
      .update(submissionItems)
      .set({ approvalStatus: 'approved', pointsAwarded: 90, categoryId })
      .where(eq(submissionItems.id, item.id))
    const received = await callAs(ctx.app, staff, 'POST', `${BASE}/${sub.id}/receive`, {
      items: [{ id: item.id, points: 90 }],
    })
    expect(received.statusCode, received.body).toBe(200)
    const made = await callAs(ctx.app, staff, 'POST', `${BASE}/item/${item.id}/product`)
    expect(made.statusCode, made.body).toBe(201)

    const productId = made.json().productId as string
    const [image] = (await callAs(ctx.app, staff, 'GET', `/api/products/images/${productId}`)).json()
    const copies = (image.srcset as string).split(', ').map((entry) => entry.split(' '))
    for (const [url, w] of copies) {
      const copy = await fetch(url!)
      expect(copy.status).toBe(200)
      const source = await callAs(
        ctx.app,
        staff,
        'GET',
        privateImageUrl('submissions', photoId, Number.parseInt(w!, 10)),
      )
      expect(source.statusCode).toBe(200)
      expect((await bytesOf(copy)).equals(source.rawPayload)).toBe(true)
    }
  })
})

describe("the member's data", () => {
  it('the export links photos the member can open; deleting the account removes them from the bucket', async () => {
    const member = await createCaller(ctx.db)
    const sub = await seedSubmission(ctx.db, member.id, { items: [{ condition: 'Som ny' }] })
    const itemId = sub.items[0]!.id
    const others = await keysUnder('private/')
    const up = await callAs(
      ctx.app,
      member,
      'POST',
      `${BASE}/item/${itemId}/images`,
      uploadBody(itemId, await photo()),
    )
    expect(up.statusCode).toBe(201)
    const own = (await keysUnder('private/')).filter((k) => !others.includes(k))
    expect(own.length).toBeGreaterThan(0)

    const exported = await callAs(ctx.app, member, 'GET', EXPORT)
    expect(exported.statusCode).toBe(200)
    const photos: string[] = exported.json().submissions[0].items[0].photos
    expect(photos.length).toBeGreaterThan(0)
    for (const url of photos) {
      const res = await callAs(ctx.app, member, 'GET', url)
      expect(res.statusCode).toBe(200)
      expect(isWebp(res.rawPayload)).toBe(true)
    }

    const deleted = await callAs(ctx.app, member, 'POST', DELETE, { password: TEST_PASSWORD })
    expect(deleted.statusCode, deleted.body).toBeLessThan(300)
    expect(await keysUnder('private/')).toEqual(others)
  })
})

describe('the S3 store', () => {
  it('keeps the local store’s contract: get of a missing object is undefined, remove of one is fine, unsafe paths are refused', async () => {
    const media = ctx.app.media
    expect(media.kind).toBe('s3')
    await media.put('private/submissions/abc-1.webp', Buffer.from('privat'))
    expect(String(await media.get('private/submissions/abc-1.webp'))).toBe('privat')
    await media.remove('private/submissions/abc-1.webp')
    expect(await media.get('private/submissions/abc-1.webp')).toBeUndefined()
    await media.remove('private/submissions/abc-1.webp')
    await expect(readPrivateImage(media, 'private/submissions/abc', 1)).rejects.toMatchObject({ status: 404 })
    expect(() => media.urls.file('private/submissions/abc-1.webp')).toThrow(/private/)
    for (const unsafe of ['../hemlig.webp', 'private/x.webp', 'private/../../x/y.webp', 'products/a.txt']) {
      await expect(media.put(unsafe, Buffer.from('x'))).rejects.toThrow(/unsafe/)
      await expect(media.get(unsafe)).rejects.toThrow(/unsafe/)
    }
    expect(await s3.keys()).not.toContain('private/submissions/abc-1.webp')
  })
})
