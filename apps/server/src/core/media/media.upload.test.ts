import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors.js'
import { errorsPlugin } from '../../plugins/errors.js'
import { storeImage } from './media.images.js'
import { MAX_IMAGE_BYTES, NOT_AN_IMAGE, TOO_MANY_BYTES } from './media.pipeline.js'
import { createMediaStore } from './media.store.js'
import {
  decodeImageBase64,
  IMAGE_BODY_LIMIT,
  IMAGE_MISSING,
  MAX_IMAGE_BASE64_CHARS,
  NOT_BASE64,
} from './media.upload.js'

const failure = (run: () => unknown): AppError => {
  try {
    run()
  } catch (err) {
    expect(err).toBeInstanceOf(AppError)
    return err as AppError
  }
  throw new Error('expected an AppError')
}

/** The body the spec's image calls send: the image as bare base64 plus a few small fields. */
const imageBody = (blob: string) =>
  JSON.stringify({
    submissionRequestItemId: '6f1c1b8e-3f7a-4c1e-9b1a-2a7c9d0e4f55',
    productId: '6f1c1b8e-3f7a-4c1e-9b1a-2a7c9d0e4f55',
    imageUrl: '',
    main: true,
    blob,
  })

describe('decodeImageBase64', () => {
  it('decodes bare base64, a data URL and line-broken base64 to the same bytes', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const b64 = png.toString('base64')
    expect(decodeImageBase64(b64)).toEqual(png)
    expect(decodeImageBase64(`data:image/png;base64,${b64}`)).toEqual(png)
    expect(decodeImageBase64(b64.replace(/(.{76})/g, '$1\r\n'))).toEqual(png)
    expect(decodeImageBase64(b64.replace(/=+$/, ''))).toEqual(png)
  })

  it('answers 400 in Swedish for a missing or malformed value', () => {
    for (const blob of ['', '   ', 'data:image/png;base64,']) {
      expect(failure(() => decodeImageBase64(blob))).toMatchObject({ status: 400, message: IMAGE_MISSING })
    }
    for (const blob of ['inte base64!', 'QUJD*RA==', 'QQ=', 'Q', 'QUJD=RA==', 'QUJDRA===', '-_-_']) {
      expect(
        failure(() => decodeImageBase64(blob)),
        blob,
      ).toMatchObject({ status: 400, message: NOT_BASE64 })
    }
  })

  it('accepts exactly 15 MiB and answers 413 in Swedish for one byte more, before decoding', () => {
    const largest = Buffer.alloc(MAX_IMAGE_BYTES, 7)
    expect(decodeImageBase64(largest.toString('base64')).length).toBe(MAX_IMAGE_BYTES)
    const tooLarge = Buffer.alloc(MAX_IMAGE_BYTES + 1, 7).toString('base64')
    expect(failure(() => decodeImageBase64(tooLarge))).toMatchObject({ status: 413, message: TOO_MANY_BYTES })
    // Malformed but oversized text is refused on its length alone.
    expect(failure(() => decodeImageBase64('*'.repeat(MAX_IMAGE_BASE64_CHARS + 4))).status).toBe(413)
    expect(TOO_MANY_BYTES).toMatch(/15 MB/)
  })
})

describe('an image that is not one', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kb-media-'))
  })
  afterAll(async () => rm(dir, { recursive: true, force: true }))

  it('decodes as base64 but is refused by sharp with 415 in Swedish, leaving no files', async () => {
    const store = createMediaStore(dir)
    for (const bytes of [Buffer.from('hej, jag är ingen bild'), randomBytes(4096)]) {
      const input = decodeImageBase64(bytes.toString('base64'))
      const err = await storeImage(store, 'submissions', input).catch((e: unknown) => e)
      expect(err).toBeInstanceOf(AppError)
      expect(err).toMatchObject({ status: 415, message: NOT_AN_IMAGE })
    }
    expect(await readdir(dir)).toEqual([])
  })
})

describe('IMAGE_BODY_LIMIT', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    // Like app.ts: 1 MiB for everything, the image limit only where a route asks for it.
    app = Fastify({ bodyLimit: 1024 * 1024 })
    await app.register(errorsPlugin)
    const decodedLength = async (req: { body: unknown }) => ({
      bytes: decodeImageBase64((req.body as { blob: string }).blob).length,
    })
    app.post('/bild', { bodyLimit: IMAGE_BODY_LIMIT }, decodedLength)
    app.post('/annat', decodedLength)
    await app.ready()
  })
  afterAll(async () => app.close())

  const post = (url: string, payload: string) =>
    app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } })

  it('takes the largest image as base64 JSON on an image route, and 413 beyond it', async () => {
    expect(IMAGE_BODY_LIMIT).toBe(21 * 1024 * 1024)
    const largest = imageBody(Buffer.alloc(MAX_IMAGE_BYTES, 1).toString('base64'))
    expect((await post('/bild', largest)).json()).toEqual({ bytes: MAX_IMAGE_BYTES })
    const over = await post('/bild', `${largest}${' '.repeat(IMAGE_BODY_LIMIT - largest.length + 1)}`)
    expect(over.statusCode).toBe(413)
    expect(over.json()).toMatchObject({ error: 'payload_too_large', message: 'Förfrågan är för stor.' })
  })

  it('leaves other routes at 1 MiB', async () => {
    const twoMiB = imageBody(Buffer.alloc(1536 * 1024, 1).toString('base64'))
    expect((await post('/annat', twoMiB)).statusCode).toBe(413)
    expect((await post('/bild', twoMiB)).statusCode).toBe(200)
  })

  it('answers an oversized image that fits the body with the Swedish 413 of the pipeline', async () => {
    const res = await post('/bild', imageBody(Buffer.alloc(MAX_IMAGE_BYTES + 3, 1).toString('base64')))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: 'payload_too_large', message: TOO_MANY_BYTES })
  })
})
