import type { FastifyPluginAsync } from 'fastify'
import { notFound } from '../../lib/errors.js'
import type { SitemapService } from './sitemap.service.js'

/** Crawlers may reuse these for an hour: a garment added meanwhile is found at the next visit. */
const CACHE = 'public, max-age=3600'
const XML = 'application/xml; charset=utf-8'
const CHUNK = /^[1-9]\d{0,6}$/

/** robots.txt and the sitemaps, at the site's root where crawlers look for them (not under /api). */
export const sitemapRoutes: FastifyPluginAsync<{ sitemap: SitemapService }> = async (app, { sitemap }) => {
  const route = { config: { access: 'public' as const }, schema: { hide: true } }

  app.get('/robots.txt', route, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(sitemap.robots()),
  )

  app.get('/sitemap.xml', route, async (_req, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await sitemap.index()),
  )

  app.get('/sitemap-pages.xml', route, async (_req, reply) =>
    reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await sitemap.pages()),
  )

  app.get('/sitemap-products-:n.xml', route, async (req, reply) => {
    const { n } = req.params as { n: string }
    if (!CHUNK.test(n)) throw notFound('Kartan finns inte.')
    return reply
      .type(XML)
      .header('cache-control', CACHE)
      .send(await sitemap.products(Number(n)))
  })
}
