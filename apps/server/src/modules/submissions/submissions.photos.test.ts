import { existsSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renditionPath } from '../../core/media/media.images.js'
import type { TestContext } from '../../test/context.js'
import {
  BASE,
  type Caller,
  callAs,
  phonePhoto,
  photo,
  seedSubmission,
  startSubmissionsTest,
  uploadBody,
} from './submissions.fixtures.js'

let ctx: TestContext
let anna: Caller
let bo: Caller
let staff: Caller

beforeAll(async () => {
  ;({ ctx, anna, bo, staff } = await startSubmissionsTest())
})
afterAll(() => ctx.close())

const WRONG_TYPE = 'Bilden måste vara JPEG, PNG, WebP eller AVIF.'
type Image = {
  imageId: string
  main: boolean
  imageUrl: string
  thumbnailUrl: string
  width: number
  height: number
}

const newItem = async (who = anna) => (await seedSubmission(ctx.db, who.id, { items: [{}] })).items[0]!.id
const upload = (itemId: string, data: Buffer, main = false, who = anna) =>
  callAs(ctx.app, who, 'POST', `${BASE}/item/${itemId}/images`, uploadBody(itemId, data, main))
const images = async (itemId: string, who = anna): Promise<Image[]> =>
  (await callAs(ctx.app, who, 'GET', `${BASE}/item/${itemId}/images`)).json()
const mains = async (itemId: string) => (await images(itemId)).filter((i) => i.main).map((i) => i.imageId)
const fileOf = (key: string, width: number) =>
  path.join(ctx.app.media.privateRoot, renditionPath(key.replace(/^private\//, ''), width))

describe('uploading item photos', () => {
  it.each(['jpeg', 'png', 'webp', 'avif'] as const)(
    'accepts %s and answers the photo with private URLs',
    async (format) => {
      const itemId = await newItem()
      const res = await upload(itemId, await photo(format))
      expect(res.statusCode).toBe(201)
      const body = res.json()
      expect(body).toMatchObject({ submissionRequestItemId: itemId, main: true, width: 400, height: 300 })
      expect(body.imageUrl).toBe(`/api/media/private/submissions/${body.imageId}/400`)
      expect(body.thumbnailUrl).toBe(`/api/media/private/submissions/${body.imageId}/320`)
    },
  )

  it('refuses GIF and a text file with 400 naming the accepted types', async () => {
    const itemId = await newItem()
    for (const data of [await photo('gif'), Buffer.from('Det här är ingen bild, bara text.')]) {
      const res = await upload(itemId, data)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(WRONG_TYPE)
    }
    expect(await images(itemId)).toEqual([])
  })

  it('answers 413 for a body beyond the image limit', async () => {
    const itemId = await newItem()
    const res = await callAs(ctx.app, anna, 'POST', `${BASE}/item/${itemId}/images`, {
      blob: 'A'.repeat(22 * 1024 * 1024),
    })
    expect(res.statusCode).toBe(413)
  })

  it('answers 413 for an image over 15 MB sent within the body limit', async () => {
    const itemId = await newItem()
    const res = await callAs(ctx.app, anna, 'POST', `${BASE}/item/${itemId}/images`, {
      blob: 'A'.repeat(20 * 1024 * 1024 + 4),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toMatch(/15 MB/)
  })

  it('applies the orientation and strips EXIF and GPS from what is stored', async () => {
    const input = await phonePhoto()
    expect((await sharp(input).metadata()).exif).toBeDefined()
    const itemId = await newItem()
    const res = await upload(itemId, input)
    expect(res.statusCode).toBe(201)
    // Stored 600 × 400 with orientation 6: upright it is 400 wide, 600 high.
    expect(res.json()).toMatchObject({ width: 400, height: 600 })
    const served = await callAs(ctx.app, anna, 'GET', res.json().imageUrl)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 600 })
    expect(meta.exif).toBeUndefined()
    expect(meta.orientation).toBeUndefined()
  })

  it('refuses another member’s item with 404 and stores nothing', async () => {
    const bosItem = await newItem(bo)
    const res = await upload(bosItem, await photo())
    expect(res.statusCode).toBe(404)
    expect(await images(bosItem, bo)).toEqual([])
  })

  it('keeps at most 12 photos per item', async () => {
    const itemId = await newItem()
    const data = await photo('png', 40, 30)
    for (let n = 0; n < 12; n++) expect((await upload(itemId, data)).statusCode).toBe(201)
    const res = await upload(itemId, data)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/högst 12 bilder/)
    expect(await images(itemId)).toHaveLength(12)
  })
})

describe('the main photo', () => {
  it('is the first one; set-main moves it; exactly one at any time', async () => {
    const itemId = await newItem()
    const a = (await upload(itemId, await photo())).json()
    const b = (await upload(itemId, await photo())).json()
    expect([a.main, b.main]).toEqual([true, false])
    const res = await callAs(ctx.app, anna, 'PUT', `${BASE}/item/${itemId}/images/${b.imageId}/set-main`)
    expect(res.statusCode).toBe(200)
    expect(
      res
        .json()
        .filter((i: Image) => i.main)
        .map((i: Image) => i.imageId),
    ).toEqual([b.imageId])
    expect(await mains(itemId)).toEqual([b.imageId])
  })

  it('can be chosen on upload with main: true', async () => {
    const itemId = await newItem()
    await upload(itemId, await photo())
    const b = (await upload(itemId, await photo(), true)).json()
    expect(b.main).toBe(true)
    expect(await mains(itemId)).toEqual([b.imageId])
  })

  it('passes to the next photo when the main one is deleted, and the files go', async () => {
    const itemId = await newItem()
    const a = (await upload(itemId, await photo())).json()
    const b = (await upload(itemId, await photo())).json()
    const { storageKey } = (await ctx.app.db.query.submissionItemImages.findFirst({
      where: (t, { eq }) => eq(t.id, a.imageId),
    }))!
    expect(existsSync(fileOf(storageKey, 320))).toBe(true)
    const res = await callAs(ctx.app, anna, 'DELETE', `${BASE}/item/image/${a.imageId}`)
    expect(res.statusCode).toBe(204)
    expect(await mains(itemId)).toEqual([b.imageId])
    expect(existsSync(fileOf(storageKey, 320))).toBe(false)
  })

  it('set-main of another item’s photo is 404', async () => {
    const one = await newItem()
    const other = await newItem()
    const x = (await upload(other, await photo())).json()
    const res = await callAs(ctx.app, anna, 'PUT', `${BASE}/item/${one}/images/${x.imageId}/set-main`)
    expect(res.statusCode).toBe(404)
  })
})

describe('serving and deleting photos', () => {
  it('serves a photo to its owner and staff only; others get 404', async () => {
    const itemId = await newItem()
    const img = (await upload(itemId, await photo())).json()
    expect((await callAs(ctx.app, anna, 'GET', img.thumbnailUrl)).statusCode).toBe(200)
    const asStaff = await callAs(ctx.app, staff, 'GET', img.imageUrl)
    expect(asStaff.statusCode).toBe(200)
    expect(asStaff.headers['cache-control']).toMatch(/^private/)
    expect((await callAs(ctx.app, bo, 'GET', img.imageUrl)).statusCode).toBe(404)
    expect((await callAs(ctx.app, undefined, 'GET', img.imageUrl)).statusCode).toBe(401)
    expect(
      (await callAs(ctx.app, anna, 'GET', `/api/media/private/submissions/${img.imageId}/123`)).statusCode,
    ).toBe(404)
    // The list: owner and staff read it, another member gets 404.
    expect(await images(itemId, staff)).toHaveLength(1)
    expect((await callAs(ctx.app, bo, 'GET', `${BASE}/item/${itemId}/images`)).statusCode).toBe(404)
  })

  it('refuses deleting another member’s photo with 404', async () => {
    const itemId = await newItem()
    const img = (await upload(itemId, await photo())).json()
    expect((await callAs(ctx.app, bo, 'DELETE', `${BASE}/item/image/${img.imageId}`)).statusCode).toBe(404)
    expect((await callAs(ctx.app, staff, 'DELETE', `${BASE}/item/image/${img.imageId}`)).statusCode).toBe(404)
    expect(await images(itemId)).toHaveLength(1)
  })

  it('removes the files of every photo when a created submission is deleted', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { items: [{}] })
    const itemId = sub.items[0]!.id
    const img = (await upload(itemId, await photo())).json()
    const row = await ctx.app.db.query.submissionItemImages.findFirst({
      where: (t, { eq }) => eq(t.id, img.imageId),
    })
    expect(existsSync(fileOf(row!.storageKey, 400))).toBe(true)
    expect((await callAs(ctx.app, anna, 'DELETE', `${BASE}/${sub.id}`)).statusCode).toBe(204)
    expect(existsSync(fileOf(row!.storageKey, 400))).toBe(false)
    expect((await callAs(ctx.app, anna, 'GET', img.imageUrl)).statusCode).toBe(404)
  })
})
