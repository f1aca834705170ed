import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { createDb, type Db } from '../db/client.js'
import { createTestDatabase } from '../test/context.js'

// The build's .br/.gz copies (scripts/precompress.mjs) chosen by Accept-Encoding, and the
// revalidation of index.html. Copies are made here the way the build makes them.

const indexHtml = `<!doctype html><html lang="sv"><body>${'<div id="root"></div>'.repeat(80)}</body></html>`
const script = 'export const hej = () => "Klädbyte";\n'.repeat(300)
const photo = Buffer.alloc(4000, 7)
const files: Record<string, Buffer> = {}

let webRoot: string
let database: Awaited<ReturnType<typeof createTestDatabase>>
let db: Db
let app: FastifyInstance

/** Writes a file with its brotli and gzip copies, as the web build does. */
async function withCopies(file: string, text: string) {
  const raw = Buffer.from(text)
  files[file] = raw
  files[`${file}.br`] = brotliCompressSync(raw)
  files[`${file}.gz`] = gzipSync(raw, { level: 9 })
  for (const name of [file, `${file}.br`, `${file}.gz`])
    await writeFile(path.join(webRoot, name), files[name]!)
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'kb-delivery-'))
  await mkdir(path.join(webRoot, 'assets'))
  await withCopies('index.html', indexHtml)
  await withCopies('assets/index-Ab12Cd.js', script)
  await writeFile(path.join(webRoot, 'assets', 'photo-Ef34.webp'), photo)
  database = await createTestDatabase()
  db = createDb(database.url, 2)
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
  })
  app = await buildApp({ config, db, logger: false, webRoot })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await db.$client.end()
  await database.drop()
  await rm(webRoot, { recursive: true, force: true })
})

describe('prebuilt compressed copies', () => {
  it('sends the brotli copy to a browser that takes br, with the type, length and Vary of the file', async () => {
    const res = await get('/assets/index-Ab12Cd.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
    expect(Number(res.headers['content-length'])).toBe(files['assets/index-Ab12Cd.js.br']!.length)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script)
  })

  it('sends gzip when br is not taken, and the file itself when nothing is', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip', '*']) {
      const res = await get('/assets/index-Ab12Cd.js', { 'accept-encoding': accept })
      expect(res.headers['content-encoding'], accept).toBe('gzip')
      expect(Number(res.headers['content-length']), accept).toBe(files['assets/index-Ab12Cd.js.gz']!.length)
      expect(gunzipSync(res.rawPayload).toString(), accept).toBe(script)
    }
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get('/assets/index-Ab12Cd.js', headers)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.headers.vary).toMatch(/accept-encoding/i)
      expect(res.body).toBe(script)
    }
  })

  it('answers HEAD with the headers of the copy and no body', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: '/assets/index-Ab12Cd.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.rawPayload.length).toBe(0)
  })

  it('leaves files without copies (images) as they are', async () => {
    const res = await get('/assets/photo-Ef34.webp', { 'accept-encoding': 'br, gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.rawPayload.equals(photo)).toBe(true)
  })

  it('never serves a copy under its own name', async () => {
    expect((await get('/assets/index-Ab12Cd.js.br')).statusCode).toBe(404)
    // A file name the build does not serve is a 404, not the app (issue 27).
    const html = await get('/index.html.gz')
    expect(html.statusCode).toBe(404)
    expect(html.json()).toEqual({ error: 'not_found', message: 'Adressen finns inte.' })
  })
})

describe('index.html for app paths', () => {
  it('is compressed, revalidated on every visit and answers 304 to its ETag', async () => {
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
      ['', (b: Buffer) => b],
    ] as const) {
      const headers: Record<string, string> = accept ? { 'accept-encoding': accept } : {}
      const res = await get('/my-account?tab=orders', headers)
      expect(res.statusCode, accept).toBe(200)
      expect(res.headers['content-encoding'], accept).toBe(accept || undefined)
      expect(res.headers['content-type'], accept).toMatch(/^text\/html/)
      expect(res.headers['cache-control'], accept).toBe('no-cache')
      expect(decode(res.rawPayload).toString(), accept).toBe(indexHtml)
      const etag = String(res.headers.etag)
      expect(etag, accept).toMatch(/^(W\/)?"/)

      const again = await get('/cart', { ...headers, 'if-none-match': etag })
      expect(again.statusCode, accept).toBe(304)
      expect(again.rawPayload.length, accept).toBe(0)
    }
  })
})
