import fp from 'fastify-plugin'
import { contactRoutes } from './contact.routes.js'
import { createContactService } from './contact.service.js'

/** The contact form (mailed to the staff inbox) and the shop's public details. */
export const contactModule = fp(
  async (app) => {
    await app.register(contactRoutes, { contact: createContactService(app.db, app.config) })
  },
  { name: 'contact', dependencies: ['db', 'config', 'mail'] },
)
