import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PRERENDERED_PAGES } from '@kladbyte/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { createDb, type Db } from '../db/client.js'
import { createCategory, createImage, createProduct } from '../modules/catalog/catalog.fixtures.js'
import { createTestDatabase } from '../test/context.js'

// The web app's real renderer (apps/web/src/entry-server.tsx) behind plugins/render.ts, on a
// web root made here: index.html, a manifest and a pre-rendered /about (ADR 037).

const entrySource = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url))
const template =
  '<!doctype html><html lang="sv"><head><title>Klädbyte</title>' +
  '<script type="module" src="/assets/index-A1.js"></script></head><body><div id="root"></div></body></html>'
const manifest = {
  'index.html': { file: 'assets/index-A1.js', isEntry: true, imports: [] },
  'src/features/catalog/routes/shop.tsx': { file: 'assets/shop-B2.js', imports: ['_grid-C3.js'] },
  '_grid-C3.js': { file: 'assets/grid-C3.js', css: ['assets/grid-D4.css'] },
  'src/app/product-page.tsx': { file: 'assets/product-page-E5.js' },
}
const aboutHtml = '<!doctype html><html><body><div id="root" data-ssr=""><h1>Om oss</h1></div></body></html>'
const XSS_NAME = '</script><script>alert(1)</script> Kofta'

let webRoot: string
let database: Awaited<ReturnType<typeof createTestDatabase>>
let db: Db
let app: FastifyInstance
let jacket: { id: string; name: string }
let hidden: { id: string }
let imageKey: string

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'kb-render-'))
  await mkdir(path.join(webRoot, '.vite'))
  await mkdir(path.join(webRoot, 'server'))
  await mkdir(path.join(webRoot, 'prerender'))
  await writeFile(path.join(webRoot, 'index.html'), template)
  await writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest))
  await writeFile(path.join(webRoot, 'prerender', 'about.html'), aboutHtml)
  // Stands in for the SSR build: the test runner compiles the renderer's source on import.
  await writeFile(
    path.join(webRoot, 'server', 'entry-server.js'),
    `export * from ${JSON.stringify(entrySource)}\n`,
  )

  database = await createTestDatabase()
  db = createDb(database.url, 4)
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
  })
  const outer = await createCategory(db, { name: 'Jackor' })
  jacket = await createProduct(db, { name: 'Vinterjacka i ull', categoryId: outer.id, price: 240 })
  imageKey = (await createImage(db, jacket.id, { main: true })).storageKey
  await createProduct(db, { name: XSS_NAME, categoryId: outer.id, price: 90 })
  hidden = await createProduct(db, { name: 'Dold väst', categoryId: outer.id, display: false })
  app = await buildApp({ config, db, logger: false, webRoot })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await db?.$client.end()
  await database?.drop()
  await rm(webRoot, { recursive: true, force: true })
})

/** The garment names in the inlined search of a rendered shop page. */
function inlinedNames(html: string): string[] {
  const search = inlinedState(html).queries.find((q) => q.queryKey[1] === 'search')
  if (!search) throw new Error('no inlined search')
  return (search.state.data as { items: Array<{ name: string }> }).items.map((p) => p.name)
}

/** The inlined query state of a rendered page. */
function inlinedState(html: string): { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } {
  const match = /<script type="application\/json" id="kb-query-state">(.*?)<\/script>/s.exec(html)
  if (!match) throw new Error('no inlined state')
  return JSON.parse(match[1]!)
}

describe('server-rendered shop', () => {
  it('answers /shop with the garments in the markup and the search inlined', async () => {
    const res = await app.inject({ method: 'GET', url: '/shop' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.body).toContain('<div id="root" data-ssr="">')
    expect(res.body).toContain('Vinterjacka i ull')
    expect(res.body).toContain('240 poäng')
    const names = inlinedNames(res.body)
    expect(names).toEqual(expect.arrayContaining(['Vinterjacka i ull', XSS_NAME]))
    expect(names).not.toContain('Dold väst')
    // The route's chunk, its imports and their CSS, read from the manifest.
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/shop-B2.js">')
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/grid-C3.js">')
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/grid-D4.css">')
  })

  it('keeps a garment name from closing the inlined script', async () => {
    const res = await app.inject({ method: 'GET', url: '/shop?search=kofta' })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('<script>alert(1)')
    // The template's one module script and the state script: no third one from the name.
    expect(res.body.match(/<script/g)).toHaveLength(2)
    expect(inlinedNames(res.body)[0]).toBe(XSS_NAME)
  })

  it('answers /product/{id} with its name, price, title and a preloaded main photo', async () => {
    const res = await app.inject({ method: 'GET', url: `/product/${jacket.id}` })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<title>Vinterjacka i ull | Klädbyte</title>')
    expect(res.body).toMatch(/<h1[^>]*>Vinterjacka i ull<\/h1>/)
    expect(res.body).toContain('240 poäng')
    expect(res.body).toMatch(
      new RegExp(
        `<link rel="preload" as="image" href="/media/${imageKey}-640.webp"[^>]*fetchpriority="high">`,
      ),
    )
    expect(res.body).toMatch(/<img[^>]*fetchPriority="high"|<img[^>]*fetchpriority="high"/)
    expect(res.body).toContain('<link rel="modulepreload" href="/assets/product-page-E5.js">')
  })

  it('answers 404 with the app for a garment that does not exist or is hidden', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', hidden.id, 'inte-ett-id']) {
      const res = await app.inject({ method: 'GET', url: `/product/${id}` })
      expect(res.statusCode).toBe(404)
      expect(res.body).toBe(template)
    }
  })
})

describe('pre-rendered public pages', () => {
  it('serves /about as built, with an ETag that answers 304', async () => {
    const res = await app.inject({ method: 'GET', url: '/about' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(aboutHtml)
    expect(res.headers['cache-control']).toBe('no-cache')
    const etag = res.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await app.inject({ method: 'GET', url: '/about', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('falls back to index.html for a page not pre-rendered', async () => {
    const res = await app.inject({ method: 'GET', url: '/faq' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(template)
  })

  it('serves every page the contract pre-renders from its own file', async () => {
    const built = (name: string) => (name === 'about' ? aboutHtml : `<p>${name}</p>`)
    for (const name of Object.values(PRERENDERED_PAGES))
      if (name !== 'about') await writeFile(path.join(webRoot, 'prerender', `${name}.html`), built(name))
    for (const [url, name] of Object.entries(PRERENDERED_PAGES)) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toBe(built(name))
    }
  })
})
