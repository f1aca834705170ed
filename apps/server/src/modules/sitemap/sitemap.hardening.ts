import { at, type Rows } from '../../hardening/matrix.entry.js'

/**
 * Search engines: robots.txt and the sitemaps (ADR 035).
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const sitemapRows: Rows = {
  'GET /robots.txt': { request: at('/robots.txt') },
  'GET /sitemap.xml': { request: at('/sitemap.xml') },
  'GET /sitemap-pages.xml': { request: at('/sitemap-pages.xml') },
  'GET /sitemap-products-:n.xml': { request: at('/sitemap-products-1.xml') },
}
