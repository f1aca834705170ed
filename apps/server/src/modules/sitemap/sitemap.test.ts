import { brotliDecompressSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createCategory, createProduct } from '../catalog/catalog.fixtures.js'
import { chunkCount, chunkRange, createSitemapService } from './sitemap.service.js'

const SITE = 'https://kladbyte.example'
const OLD = new Date('2020-01-01T00:00:00Z')

let ctx: TestContext
/** Garments the sitemap must list, and categories it must name. */
const listed: string[] = []
const shown: Record<string, string> = {}
const hidden: string[] = []

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
const lastmodOf = (xml: string, loc: string) =>
  xml.match(new RegExp(`<loc>${loc}</loc><lastmod>([^<]+)</lastmod>`))?.[1]
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers })

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: `${SITE}/` })
  const db = ctx.db
  const jackor = await createCategory(db, { name: 'Jackor', updatedAt: OLD })
  const barn = await createCategory(db, { name: 'Barn', updatedAt: OLD })
  const vinter = await createCategory(db, { name: 'Vinter', parentId: barn.id, updatedAt: OLD })
  const dolt = await createCategory(db, { name: 'Dolt', display: false })
  const under = await createCategory(db, { name: 'Under dolt', parentId: dolt.id })
  Object.assign(shown, { jackor: jackor.id, barn: barn.id, vinter: vinter.id })
  for (let i = 0; i < 12; i++)
    listed.push((await createProduct(db, { name: `Jacka ${i}`, categoryId: jackor.id })).id)
  listed.push((await createProduct(db, { name: 'Overall', categoryId: vinter.id })).id)
  for (const values of [
    { display: false },
    { state: 'sold' as const },
    { state: 'reserved' as const },
    { archivedAt: new Date() },
  ]) {
    hidden.push((await createProduct(db, { name: 'Syns inte', categoryId: jackor.id, ...values })).id)
  }
  hidden.push((await createProduct(db, { name: 'I dold kategori', categoryId: under.id })).id)
  hidden.push(dolt.id, under.id)
})
afterAll(async () => {
  await ctx.close()
})

describe('robots.txt', () => {
  it('is plain text that keeps crawlers out of private pages and the API and names the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    const lines = res.body.split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of ['/admin', '/my-account', '/checkout', '/cart', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    expect(lines.some((l) => /^Disallow: \/(shop|product)?$/.test(l))).toBe(false)
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`)
    expect(res.body).not.toContain('<')
  })
})

describe('the sitemaps', () => {
  it('has an index naming the pages and the product chunks, cached for an hour', async () => {
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(res.body)).toEqual([`${SITE}/sitemap-pages.xml`, `${SITE}/sitemap-products-1.xml`])
  })

  it('lists the public pages and the visible categories, dated by their newest garment', async () => {
    const res = await get('/sitemap-pages.xml')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const categories = Object.values(shown).map((id) => `${SITE}/shop/${id}`)
    // The contract's PUBLIC_PAGES in the sitemap, first and in this order (the file as before issue 28).
    const pages = ['/', '/shop', '/about', '/guide', '/faq', '/contact', '/terms', '/policy'].map(
      (p) => `${SITE}${p}`,
    )
    expect(locs(res.body).slice(0, pages.length)).toEqual(pages)
    expect(locs(res.body).sort()).toEqual([...pages, ...categories].sort())
    for (const id of hidden) expect(res.body).not.toContain(id)

    const [newest] = await ctx.db.select().from(products).where(eq(products.id, listed[11]!))
    expect(lastmodOf(res.body, `${SITE}/shop/${shown.jackor}`)).toBe(newest!.createdAt.toISOString())
    expect(lastmodOf(res.body, `${SITE}/shop/${shown.barn}`)).toBe(OLD.toISOString())
    expect(lastmodOf(res.body, `${SITE}/shop`)).toBeDefined()
  })

  it('lists every visible, buyable garment with its last change, compressed like any answer', async () => {
    const res = await get('/sitemap-products-1.xml', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    const xml = brotliDecompressSync(res.rawPayload).toString()
    expect(locs(xml).sort()).toEqual(listed.map((id) => `${SITE}/product/${id}`).sort())
    for (const id of listed) expect(lastmodOf(xml, `${SITE}/product/${id}`)).toMatch(/^\d{4}-\d\d-\d\dT/)
    for (const id of hidden) expect(xml).not.toContain(id)
  })

  it('has no chunk past the last one', async () => {
    for (const url of ['/sitemap-products-2.xml', '/sitemap-products-0.xml', '/sitemap-products-x.xml']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json().error, url).toBe('not_found')
    }
  })

  it('splits the garments into id ranges that together list each one once', async () => {
    const small = createSitemapService({ db: ctx.db, publicUrl: SITE, perChunk: 2 })
    const index = locs(await small.index())
    const chunks = index.length - 1
    // 15 garments are displayed and available (two of them not listed): 8 chunks of 2.
    expect(chunks).toBe(8)
    const seen: string[] = []
    for (let n = 1; n <= chunks; n++) {
      const { from, to } = chunkRange(n, chunks)
      const ids = locs(await small.products(n)).map((loc) => loc.slice(`${SITE}/product/`.length))
      for (const id of ids) {
        expect(id >= from && (to === null || id < to), `${id} in chunk ${n}`).toBe(true)
      }
      seen.push(...ids)
    }
    expect(seen.sort()).toEqual([...listed].sort())
  })
})

describe('chunk ranges', () => {
  it('keeps each file far below 50 000 URLs and grows by powers of two', () => {
    expect([0, 1, 25_000, 25_001, 100_000, 1_000_000].map((n) => chunkCount(n))).toEqual([1, 1, 1, 2, 4, 64])
  })

  it('covers the whole id space without gaps or overlaps', () => {
    expect(chunkRange(1, 1)).toEqual({ from: '00000000-0000-0000-0000-000000000000', to: null })
    for (let n = 1; n < 64; n++) expect(chunkRange(n, 64).to).toBe(chunkRange(n + 1, 64).from)
    expect(chunkRange(2, 64).from).toBe('04000000-0000-0000-0000-000000000000')
    expect(chunkRange(64, 64).to).toBeNull()
  })
})
