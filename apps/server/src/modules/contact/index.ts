import fp from 'fastify-plugin'
import { contactRoutes } from './contact.routes.js'
import { createContactService } from './contact.service.js'
import { settingsRoutes } from './settings.routes.js'
import { createSettingsService, type SettingsService } from './settings.service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's details, read in-process by the page renderer (plugins/render.ts). */
    shopSettings: Pick<SettingsService, 'publicSettings'>
  }
}

/** The contact form (mailed to the staff inbox) and the shop's details (public read, staff edit). */
export const contactModule = fp(
  async (app) => {
    const deps = { db: app.db, config: app.config }
    const settings = createSettingsService(deps)
    app.decorate('shopSettings', { publicSettings: () => settings.publicSettings() })
    await app.register(contactRoutes, { contact: createContactService(deps), settings })
    await app.register(settingsRoutes, { settings })
  },
  { name: 'contact', dependencies: ['db', 'config', 'mail'] },
)
