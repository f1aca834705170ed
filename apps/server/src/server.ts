import { existsSync } from 'node:fs'
import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { createDb, endPool, runMigrations } from './db/client.js'
import { startEmbeddedPostgres } from './db/embedded.js'
import { onStartup } from './startup.js'

// A .env file in the working folder is read too; the real environment wins.
if (existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig()
const embedded = config.DATABASE_URL ? null : await startEmbeddedPostgres(config.dataDir)
const db = createDb(config.DATABASE_URL ?? embedded!.url)
const app = await buildApp({ config, db })

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, 'shutting down')
  try {
    await app.close()
    await endPool(db)
  } finally {
    await embedded?.stop()
    process.exit(0)
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

try {
  await runMigrations(db)
  await onStartup(app, { embedded: Boolean(embedded) })
  await app.listen({ port: config.PORT, host: config.HOST })
} catch (err) {
  app.log.error({ err }, 'could not start')
  await embedded?.stop()
  process.exit(1)
}
