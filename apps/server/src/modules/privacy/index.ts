import fp from 'fastify-plugin'
import { privacyRoutes } from './privacy.routes.js'

/** The member's own data: export as a file and account deletion (GDPR, ADR 033). */
export const privacyModule = fp(
  async (app) => {
    await app.register(privacyRoutes, { db: app.db, config: app.config, media: app.media })
  },
  { name: 'privacy', dependencies: ['db', 'config', 'auth', 'mail', 'media-store'] },
)
