import fp from 'fastify-plugin'
import { sitemapRoutes } from './sitemap.routes.js'
import { createSitemapService } from './sitemap.service.js'

/** robots.txt and sitemap.xml for search engines: the public pages, categories and garments (ADR 035). */
export const sitemapModule = fp(
  async (app) => {
    const sitemap = createSitemapService({ db: app.db, publicUrl: app.config.PUBLIC_URL })
    await app.register(sitemapRoutes, { sitemap })
  },
  { name: 'sitemap', dependencies: ['db', 'config', 'auth'] },
)
