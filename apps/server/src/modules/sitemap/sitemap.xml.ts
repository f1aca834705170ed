// The sitemap protocol's two documents (sitemaps.org 0.9), as text.

export interface UrlEntry {
  loc: string
  lastmod?: Date
}

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'
const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const xmlText = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]!)
const lastmod = (date: Date | undefined) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '')

/** A `<urlset>`: one `<url>` per page, with its last change when known. */
export function urlset(entries: readonly UrlEntry[]): string {
  const urls = entries.map((e) => `<url><loc>${xmlText(e.loc)}</loc>${lastmod(e.lastmod)}</url>\n`)
  return `${HEAD}<urlset xmlns="${NS}">\n${urls.join('')}</urlset>\n`
}

/** A `<sitemapindex>` naming each sitemap file. */
export function sitemapIndex(locs: readonly string[]): string {
  const maps = locs.map((loc) => `<sitemap><loc>${xmlText(loc)}</loc></sitemap>\n`)
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${maps.join('')}</sitemapindex>\n`
}
