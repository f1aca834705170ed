import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

/**
 * Serves stored media (the `media-store` plugin's folder) at /media/. File names are random and
 * never reused, so answers are cached for a year as immutable. Its routes are declared public by
 * the access check's list of plugin prefixes (plugins/access.ts).
 */
export const mediaRoutes = fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: app.media.root,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
      schemaHide: true,
    })
  },
  { name: 'media', dependencies: ['media-store'] },
)
