import fp from 'fastify-plugin'
import { privacyRoutes } from './privacy.routes.js'
import { createPrivacyService } from './privacy.service.js'

/** The member's own data: export as a file and account deletion (GDPR, ADR 033). */
export const privacyModule = fp(
  async (app) => {
    const privacy = createPrivacyService({ db: app.db, config: app.config, media: app.media })
    await app.register(privacyRoutes, { privacy })
  },
  { name: 'privacy', dependencies: ['db', 'config', 'auth', 'mail', 'media-store'] },
)
