import { randomBytes } from 'node:crypto'
import { mkdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { createDb, type Db } from '../db/client.js'
import { createCategory, createProduct } from '../modules/catalog/catalog.fixtures.js'
import { listen, openStream } from '../modules/chat/chat.stream.fixtures.js'
import { createCaller, seedSubmission } from '../modules/submissions/submissions.fixtures.js'
import { createTestDatabase } from '../test/context.js'

// On-the-fly compression of the answers the server builds (ADR 035), over the real app: JSON and
// HTML over 1 KB compressed, small and empty answers, images and live streams left alone.

const html = `<!doctype html><html lang="sv"><body>${'<article><h2>Jacka</h2><p>Fin jacka i ull.</p></article>'.repeat(60)}</body></html>`

let database: Awaited<ReturnType<typeof createTestDatabase>>
let db: Db
let app: FastifyInstance
let dataDir: string

beforeAll(async () => {
  dataDir = path.join(os.tmpdir(), `kb-compress-${randomBytes(4).toString('hex')}`)
  await mkdir(dataDir)
  database = await createTestDatabase()
  db = createDb(database.url, 4)
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
  })
  app = await buildApp({ config, db, logger: false, webRoot: path.join(dataDir, 'no-web-build') })
  // Stand-ins for routes other plugins add (the server-rendered pages): any HTML, an empty answer.
  app.get('/test/page', { config: { access: 'public' } }, (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(html),
  )
  app.get('/test/empty', { config: { access: 'public' } }, (_req, reply) => reply.code(204).send())
  await app.ready()
  const category = await createCategory(db, { name: 'Jackor' })
  for (let i = 0; i < 12; i++) {
    await createProduct(db, {
      name: `Ulljacka ${i}`,
      categoryId: category.id,
      description: 'Varm jacka i ull.',
    })
  }
})
afterAll(async () => {
  await app.close()
  await db.$client.end()
  await database.drop()
  await rm(dataDir, { recursive: true, force: true })
})

const get = (url: string, accept?: string) =>
  app.inject({ method: 'GET', url, headers: accept ? { 'accept-encoding': accept } : {} })

describe('on-the-fly compression', () => {
  it('compresses a search answer with br (preferred) or gzip, and says it varies by encoding', async () => {
    const url = '/api/products/search?search=jacka&page=1&pageSize=12'
    const plain = await get(url)
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)

    const br = await get(url, 'gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['content-type']).toMatch(/^application\/json/)
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)

    const gz = await get(url, 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json())
  })

  it('compresses any HTML the server renders', async () => {
    const res = await get('/test/page', 'br')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html)
  })

  it('leaves small and empty answers alone', async () => {
    const health = await get('/api/health', 'br, gzip')
    expect(health.statusCode).toBe(200)
    expect(health.rawPayload.length).toBeLessThan(1024)
    expect(health.headers['content-encoding']).toBeUndefined()
    const missing = await get('/api/no-such-call', 'br')
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-encoding']).toBeUndefined()
    expect(missing.json()).toEqual({ error: 'not_found', message: 'Adressen finns inte.' })
    const empty = await get('/test/empty', 'br')
    expect(empty.statusCode).toBe(204)
    expect(empty.headers['content-encoding']).toBeUndefined()
    expect(empty.rawPayload.length).toBe(0)
  })

  it('does not compress images again', async () => {
    const image = randomBytes(8000)
    await app.media.put('products/komprimering/640.webp', image)
    const res = await get('/media/products/komprimering/640.webp', 'br, gzip')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.rawPayload.equals(image)).toBe(true)
  })

  it('never compresses a live chat stream: an event arrives at once for a browser that takes br', async () => {
    const base = await listen(app)
    const anna = await createCaller(db)
    const staff = await createCaller(db, { admin: true })
    const sub = await seedSubmission(db, anna.id, { status: 1, items: [{}] })
    const stream = await openStream(`${base}/api/chat/${sub.id}/events`, {
      ...anna.headers,
      'accept-encoding': 'br, gzip',
    })
    try {
      expect(stream.status).toBe(200)
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
      expect(stream.headers.get('content-encoding')).toBeNull()
      await stream.comment((c) => c === 'connected')
      const sent = await app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: staff.headers,
        payload: { submissionRequestId: sub.id, sender: 'admin', message: 'Vi har fått paketet.' },
      })
      expect(sent.statusCode).toBe(201)
      // A compressor would hold this small event in its buffer; the stream must deliver it now.
      expect(await stream.next(5000)).toMatchObject({
        event: 'message',
        data: { message: 'Vi har fått paketet.' },
      })
    } finally {
      stream.close()
    }
  })
})
