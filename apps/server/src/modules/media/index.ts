import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'

/**
 * Media: serves the public images (the `media-store` plugin's public folder) at /media/.
 * Private images (submission photos) are never served here: the module that owns them serves
 * them after its owner-or-staff check (ADR 011). File names are random and
 * never reused, so answers are cached for a year as immutable. Its routes are declared public by
 * the access check's list of plugin prefixes (plugins/access.ts).
 */
export const mediaModule = fp(
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
