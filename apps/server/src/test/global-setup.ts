import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { createDb, runMigrations } from '../db/client.js'
import { startEmbeddedPostgres } from '../db/embedded.js'

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string
    templateDb: string
  }
}

/**
 * One PostgreSQL for the whole run (embedded, or DATABASE_URL), with a migrated template
 * database that every test file clones into a fresh database of its own.
 */
export default async function setup(project: TestProject) {
  const dataDir = process.env.DATABASE_URL ? null : await mkdtemp(path.join(os.tmpdir(), 'kb-test-'))
  const embedded = dataDir ? await startEmbeddedPostgres(dataDir) : null
  const adminUrl = process.env.DATABASE_URL ?? embedded!.url
  const templateDb = `kb_template_${process.pid}`

  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${templateDb}`)
  await admin.query(`create database ${templateDb}`)
  await admin.end()

  const url = new URL(adminUrl)
  url.pathname = `/${templateDb}`
  const db = createDb(url.toString(), 1)
  await runMigrations(db)
  await db.$client.end()

  project.provide('pgAdminUrl', adminUrl)
  project.provide('templateDb', templateDb)

  return async () => {
    const c = new pg.Client({ connectionString: adminUrl })
    await c.connect()
    await c.query(`drop database if exists ${templateDb} with (force)`)
    await c.end()
    await embedded?.stop()
    if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
}
