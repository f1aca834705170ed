import { readdir } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAdminProductsTest } from '../../modules/catalog/products.admin.fixtures.js'
import { seedSubmission } from '../../modules/submissions/submissions.fixtures.js'
import { IMAGE_UPLOAD_SLOTS, imageUploadGateState } from './media.gate.js'
import {
  animatedGif,
  blackPng,
  GPS_IFD_TAG,
  jpegWithGps,
  noiseJpeg,
  POLYGLOT_TAIL,
  SCRIPTED_SVG,
} from './media.hostile.fixtures.js'
import { NOT_AN_IMAGE } from './media.pipeline.js'

// Hostile uploads on both image routes (ADR 032): each is refused in Swedish with nothing stored,
// or stored as clean WebP renditions only.

type Setup = Awaited<ReturnType<typeof startAdminProductsTest>>
let t: Setup
let cases = 0

/** One way to upload an image: the staff product route or a member's submission photo route. */
interface Target {
  name: 'produktbild' | 'inlämningsfoto'
  /** A fresh thing to attach the image to. */
  fresh(): Promise<string>
  upload(id: string, blob: string): Promise<LightMyRequestResponse>
  /** The URLs of every rendition of the thing's images, and the headers that may read them. */
  renditions(id: string): Promise<string[]>
  readHeaders(): Record<string, string>
  /** The refusal text for a file that is not an accepted image. */
  wrongType: string
}

const WRONG_PHOTO = 'Bilden måste vara JPEG, PNG, WebP eller AVIF.'
const srcsetUrls = (srcset: string) => srcset.split(', ').map((s) => s.split(' ')[0]!)

const targets: Target[] = [
  {
    name: 'produktbild',
    fresh: () => t.create(),
    upload: (id, blob) =>
      t.call('POST', `/api/products/image/${id}`, t.admin, { blob, main: false, productId: id }),
    renditions: async (id) => (await t.images(id)).flatMap((i) => srcsetUrls(i.srcset)),
    readHeaders: () => ({}),
    wrongType: NOT_AN_IMAGE,
  },
  {
    name: 'inlämningsfoto',
    fresh: async () => (await seedSubmission(t.ctx.db, t.memberId, { items: [{}] })).items[0]!.id,
    upload: (id, blob) =>
      t.call('POST', `/api/submissions-request/item/${id}/images`, t.member, {
        submissionRequestItemId: id,
        imageUrl: '',
        main: false,
        blob,
      }),
    renditions: async (id) => {
      const res = await t.call('GET', `/api/submissions-request/item/${id}/images`, t.member)
      return (res.json() as { srcset: string }[]).flatMap((i) => srcsetUrls(i.srcset))
    },
    readHeaders: () => t.member,
    wrongType: WRONG_PHOTO,
  },
]

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}
const storedFiles = async () =>
  [...(await filesUnder(t.ctx.app.media.root)), ...(await filesUnder(t.ctx.app.media.privateRoot))].length

/** Uploads `data` and expects a clean refusal: the status, the Swedish shape, no row, no file. */
async function expectRefused(target: Target, data: Buffer, status: number, message: string) {
  const id = await target.fresh()
  const before = await storedFiles()
  const res = await target.upload(id, data.toString('base64'))
  cases++
  expect(res.statusCode, res.body).toBe(status)
  expect(res.json()).toEqual({ error: expect.any(String), message })
  expect(await target.renditions(id)).toEqual([])
  expect(await storedFiles()).toBe(before)
}

/** Uploads `data`, expects it stored, and answers every served rendition's bytes. */
async function servedRenditions(target: Target, data: Buffer): Promise<Buffer[]> {
  const id = await target.fresh()
  const res = await target.upload(id, data.toString('base64'))
  cases++
  expect(res.statusCode, res.body).toBe(201)
  const urls = await target.renditions(id)
  expect(urls.length).toBeGreaterThan(0)
  return Promise.all(
    urls.map(async (url) => {
      const served = await t.call('GET', url, target.readHeaders())
      expect(served.statusCode, url).toBe(200)
      expect(served.headers['content-type'], url).toBe('image/webp')
      return served.rawPayload
    }),
  )
}

/** A served rendition is a plain WebP: nothing before or after the image, no metadata at all. */
async function expectCleanWebp(bytes: Buffer) {
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
  // RIFF's own length covers the whole file: nothing is appended.
  expect(bytes.readUInt32LE(4) + 8).toBe(bytes.length)
  const meta = await sharp(bytes).metadata()
  expect(meta.format).toBe('webp')
  expect(meta.exif).toBeUndefined()
  expect(meta.xmp).toBeUndefined()
  expect(meta.icc).toBeUndefined()
  expect(meta.pages ?? 1).toBe(1)
  for (const marker of ['<script', '<html', 'PK\u0003\u0004', 'Kanarie']) {
    expect(bytes.includes(Buffer.from(marker, 'latin1')), marker).toBe(false)
  }
}

let jpeg: Buffer
beforeAll(async () => {
  t = await startAdminProductsTest()
  jpeg = await noiseJpeg()
})
afterAll(async () => {
  console.info(`[hardening] hostile uploads: ${cases} uploads on 2 routes checked`)
  await t.ctx.close()
})

describe.each(targets)('hostile $name', (target) => {
  it('refuses a 30 000 × 30 000 PNG (a 110 KB decompression bomb) with 413 before decoding it', async () => {
    const bomb = blackPng(30_000, 30_000)
    expect(bomb.length).toBeLessThan(200_000)
    await expectRefused(
      target,
      bomb,
      413,
      'Bilden har för hög upplösning. Största tillåtna storlek är 40 megapixlar.',
    )
  })

  it('refuses a truncated JPEG and a scripted SVG as not an accepted image', async () => {
    await expectRefused(target, jpeg.subarray(0, Math.floor(jpeg.length / 2)), 400, target.wrongType)
    await expectRefused(target, SCRIPTED_SVG, 400, target.wrongType)
  })

  it('re-encodes a JPEG with HTML and a ZIP appended: the served bytes are a clean WebP', async () => {
    for (const bytes of await servedRenditions(target, Buffer.concat([jpeg, POLYGLOT_TAIL]))) {
      await expectCleanWebp(bytes)
    }
  })

  it('strips EXIF with a GPS position from every rendition', async () => {
    const photo = await jpegWithGps(1200, 900)
    expect((await sharp(photo).metadata()).exif?.includes(GPS_IFD_TAG)).toBe(true)
    const served = await servedRenditions(target, photo)
    expect(served).toHaveLength(3)
    for (const bytes of served) await expectCleanWebp(bytes)
  })

  it('answers a 16 MB image 413 in the Swedish shape and stores nothing', async () => {
    const huge = Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024 - jpeg.length, 1)])
    await expectRefused(target, huge, 413, 'Förfrågan är för stor.')
    expect((await t.call('GET', '/api/health')).statusCode).toBe(200)
  })
})

describe('GIF', () => {
  it('becomes a still WebP of its first frame as a product image', async () => {
    const [smallest] = await servedRenditions(targets[0]!, await animatedGif())
    await expectCleanWebp(smallest!)
    const { data } = await sharp(smallest!).raw().toBuffer({ resolveWithObject: true })
    // The first frame is red.
    expect(data[0]).toBeGreaterThan(150)
    expect(data[2]).toBeLessThan(80)
  })

  it('is refused as a submission photo: phones do not take GIFs', async () => {
    await expectRefused(targets[1]!, await animatedGif(), 400, WRONG_PHOTO)
  })
})

describe('a 16 MB body on a route without an image', () => {
  it('answers 413 in the Swedish shape', async () => {
    const res = await t.call('PUT', '/api/products', t.admin, { name: 'x'.repeat(16 * 1024 * 1024) })
    cases++
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: 'payload_too_large', message: 'Förfrågan är för stor.' })
  })
})

describe('the upload gate', () => {
  it('gives every slot back, whether an upload is stored, refused or too large', async () => {
    const files = [jpeg, blackPng(30_000, 30_000), SCRIPTED_SVG, Buffer.alloc(16 * 1024 * 1024, 1)]
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, n) => {
        const target = targets[n % 2]!
        return (await target.upload(await target.fresh(), files[n % files.length]!.toString('base64')))
          .statusCode
      }),
    )
    cases += answers.length
    expect(answers.toSorted()).toEqual([201, 201, 201, 400, 400, 400, 413, 413, 413, 413, 413, 413])
    expect(imageUploadGateState()).toEqual({ free: IMAGE_UPLOAD_SLOTS, waiting: 0 })
  })
})

describe('the upload gate and callers who leave', () => {
  it('gets its slots back when callers hang up while sending, or while waiting for a slot', async () => {
    const address = await t.ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const itemIds = await Promise.all(Array.from({ length: 4 }, () => targets[1]!.fresh()))
    // Four callers promise 20 MB and send 64 KB: two hold the slots, two wait; then all hang up.
    const callers = itemIds.map((itemId) => {
      const req = http.request(`${address}/api/submissions-request/item/${itemId}/images`, {
        method: 'POST',
        headers: {
          ...t.member,
          'content-type': 'application/json',
          'content-length': String(20 * 1024 * 1024),
        },
      })
      req.on('error', () => {})
      req.write(`{"blob":"${'A'.repeat(64 * 1024)}`)
      return req
    })
    await until(() => imageUploadGateState().waiting === 2)
    for (const req of callers) req.destroy()
    await until(
      () => imageUploadGateState().free === IMAGE_UPLOAD_SLOTS && imageUploadGateState().waiting === 0,
    )
    // And the gate still lets an upload through.
    const res = await targets[1]!.upload(await targets[1]!.fresh(), jpeg.toString('base64'))
    cases += 5
    expect(res.statusCode).toBe(201)
  })
})

/** Waits for a condition the server reaches on its own (no fixed sleeps); fails after 10 s. */
async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 10_000) throw new Error(`still waiting: ${JSON.stringify(imageUploadGateState())}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}
