import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { createMediaStore, type MediaStore } from './media.store.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Local media storage and public URLs (product images). */
    media: MediaStore
  }
}

/**
 * Serves stored media from `${DATA_DIR}/media` at /media/. File names are random and never
 * reused, so answers are cached for a year as immutable.
 */
export const mediaRoutes = fp(
  async (app) => {
    const media = createMediaStore(app.config.dataDir, app.config.MEDIA_PUBLIC_URL)
    // Files are written with their folders; the root is made here only inside an existing data
    // folder, so an API-only run (tests, DATABASE_URL) leaves no empty folders behind.
    if (existsSync(app.config.dataDir)) await mkdir(media.root, { recursive: true })
    app.decorate('media', media)
    await app.register(fastifyStatic, {
      root: media.root,
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
  { name: 'media' },
)
