import type { FastifyInstance } from 'fastify'
import { markAdmins } from './modules/users/admins.js'

/** Work done once at start after migrations: admin marking, demo data on an empty embedded database. */
export async function onStartup(app: FastifyInstance, _opts: { embedded: boolean }): Promise<void> {
  await markAdmins(app.db, app.config.ADMIN_EMAILS)
}
