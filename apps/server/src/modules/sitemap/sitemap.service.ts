import { SITEMAP_PAGES } from '@kladbyte/contract'
import type { Db } from '../../db/client.js'
import { notFound } from '../../lib/errors.js'
import * as repo from './sitemap.repository.js'
import { sitemapIndex, type UrlEntry, urlset } from './sitemap.xml.js'

/** The protocol's limit of URLs in one file. */
export const MAX_URLS_PER_FILE = 50_000
/**
 * The garments a product chunk is sized for: half the limit, so a chunk of random ids (uniform
 * over the id space) stays far below 50 000 whatever the spread.
 */
export const URLS_PER_CHUNK = 25_000

/** Paths crawlers are asked to leave alone: private pages and the API. */
const DISALLOWED = ['/admin', '/my-account', '/checkout', '/cart', '/wishlist', '/api/']

const ID_SPACE = 1n << 128n

/**
 * How many product chunks for this many garments: a power of two, so every chunk's id range
 * stays the same as the catalogue grows, until it outgrows the count and each range splits in two.
 */
export function chunkCount(listed: number, perChunk = URLS_PER_CHUNK): number {
  let chunks = 1
  while (chunks * perChunk < listed) chunks *= 2
  return chunks
}

const toUuid = (value: bigint) => {
  const h = value.toString(16).padStart(32, '0')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/** The id range [from, to) of chunk `n` (from 1) of `chunks`; the last one has no upper bound. */
export function chunkRange(n: number, chunks: number): { from: string; to: string | null } {
  const at = (i: number) => toUuid((ID_SPACE * BigInt(i)) / BigInt(chunks))
  return { from: at(n - 1), to: n === chunks ? null : at(n) }
}

export interface SitemapOptions {
  db: Db
  /** The shop's public base URL without a trailing slash (PUBLIC_URL). */
  publicUrl: string
  perChunk?: number
}

/** robots.txt and the sitemaps: an index, the pages with the categories, and the garments in id-range chunks. */
export function createSitemapService({ db, publicUrl, perChunk = URLS_PER_CHUNK }: SitemapOptions) {
  const at = (path: string) => `${publicUrl}${path}`
  const chunks = async () => chunkCount(await repo.countListed(db), perChunk)

  return {
    robots(): string {
      const rules = DISALLOWED.map((p) => `Disallow: ${p}`).join('\n')
      return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${at('/sitemap.xml')}\n`
    },

    async index(): Promise<string> {
      const n = await chunks()
      const products = Array.from({ length: n }, (_, i) => at(`/sitemap-products-${i + 1}.xml`))
      return sitemapIndex([at('/sitemap-pages.xml'), ...products])
    },

    /** The public pages and every visible category; the shop is as new as its newest category. */
    async pages(): Promise<string> {
      const categories = await repo.datedCategories(db)
      const newest = categories.reduce<Date | undefined>(
        (a, c) => (a && a > c.lastmod ? a : c.lastmod),
        undefined,
      )
      const pages: UrlEntry[] = SITEMAP_PAGES.map((p) => ({
        loc: at(p),
        lastmod: p === '/shop' ? newest : undefined,
      }))
      return urlset([...pages, ...categories.map((c) => ({ loc: at(`/shop/${c.id}`), lastmod: c.lastmod }))])
    },

    /** Chunk `n` of the garments (from 1); a chunk past the last is not found. */
    async products(n: number): Promise<string> {
      const total = await chunks()
      if (!Number.isSafeInteger(n) || n < 1 || n > total) throw notFound('Kartan finns inte.')
      const { from, to } = chunkRange(n, total)
      const rows = await repo.datedProductsInRange(db, from, to, MAX_URLS_PER_FILE)
      return urlset(rows.map((r) => ({ loc: at(`/product/${r.id}`), lastmod: r.lastmod })))
    },
  }
}

export type SitemapService = ReturnType<typeof createSitemapService>
