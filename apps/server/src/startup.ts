import type { FastifyInstance } from 'fastify'
import { markAdmins } from './modules/users/admins.js'
import { hasCatalogue, seedDemo } from './seed/demo.js'

/**
 * Whether to seed the demo shop at start: SEED_DEMO=always seeds (skipping what exists);
 * auto seeds only the embedded default database while it has no catalogue, never a DATABASE_URL one.
 */
export async function shouldSeedDemo(app: FastifyInstance, embedded: boolean): Promise<boolean> {
  const mode = app.config.SEED_DEMO
  if (mode === 'always') return true
  if (mode === 'never' || !embedded) return false
  return !(await hasCatalogue(app.db))
}

/** Work done once at start after migrations: demo data on an empty embedded database, admin marking
 * (verified accounts in ADMIN_EMAILS). */
export async function onStartup(app: FastifyInstance, opts: { embedded: boolean }): Promise<void> {
  if (await shouldSeedDemo(app, opts.embedded)) {
    app.log.info('seeding the demo shop (SEED_DEMO=never turns this off)')
    await seedDemo(app.db, app.media, (msg) => app.log.info(msg))
  }
  await markAdmins(app.db, app.config.ADMIN_EMAILS)
}
