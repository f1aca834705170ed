import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { isSafeMediaPath, visibilityOf } from '../../core/media/media.store.js'
import { notFound } from '../../lib/errors.js'
import { hasDotSegment } from '../../lib/url-path.js'

/**
 * Media: serves the public images (the `media-store` plugin's public folder) at /media/.
 * Private images (submission photos) are never served here: the module that owns them serves
 * them after its owner-or-staff check (ADR 011). File names are random and
 * never reused, so answers are cached for a year as immutable. Its routes are declared public by
 * the access check's list of plugin prefixes (plugins/access.ts).
 * With media in S3 (ADR 042) the API's image URLs point at the bucket or CDN; /media/ then only
 * redirects there, for addresses handed out before the move.
 */
export const mediaModule = fp(
  async (app) => {
    if (app.media.kind === 's3') {
      app.get('/media/*', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
        const file = (req.params as { '*': string })['*']
        if (!isSafeMediaPath(file) || visibilityOf(file) !== 'public')
          throw notFound('Kunde inte hitta bilden.')
        return reply.redirect(app.media.urls.file(file), 301)
      })
      return
    }
    await app.register(fastifyStatic, {
      root: app.media.root,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      // A traversal or hidden file is not found (404), like a missing image, not send's 403.
      allowedPath: (pathname) => !hasDotSegment(pathname),
      maxAge: '365d',
      immutable: true,
      schemaHide: true,
    })
  },
  { name: 'media', dependencies: ['media-store'] },
)
