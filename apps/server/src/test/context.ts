import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { type BuildAppOptions, buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { createDb, type Db } from '../db/client.js'
import { checkAgainstOpenApi } from './openapi-check.js'

export interface TestContext {
  app: FastifyInstance
  db: Db
  dbUrl: string
  close(): Promise<void>
}

/** Creates a fresh database for this test file (cloned from the migrated template) and an app on it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl')
  const name = `kb_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name} template ${inject('templateDb')}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

/** An app (with its own pool) on an existing database: a second server process in the tests. */
export async function createAppOn(
  url: string,
  env: Record<string, string> = {},
  { onRoute, logStream }: Pick<BuildAppOptions, 'onRoute' | 'logStream'> = {},
): Promise<{ app: FastifyInstance; db: Db; close(): Promise<void> }> {
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: `/tmp/kb-test-data-${randomBytes(4).toString('hex')}`,
    LOG_LEVEL: 'silent',
    ...env,
    DATABASE_URL: url,
  })
  const db = createDb(url, 20)
  // No web build: API tests answer the same whether or not apps/web/dist exists on this machine.
  const app = await buildApp({
    config,
    db,
    logger: false,
    logStream,
    // Every answer a test receives is checked against the OpenAPI document (setup.ts fails on a mismatch).
    onRoute: (route) => {
      checkAgainstOpenApi(route)
      onRoute?.(route)
    },
    webRoot: `${config.dataDir}/no-web-build`,
  })
  await app.ready()
  return {
    app,
    db,
    async close() {
      await app.close()
      await db.$client.end()
      // Media files a test wrote (the folder exists only when one did).
      await rm(config.dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A fresh database and an app on it; `onRoute` sees every route as it is registered, and
 * `logStream` (with a LOG_LEVEL in `env`) receives every log line.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'onRoute' | 'logStream'> = {},
): Promise<TestContext> {
  const database = await createTestDatabase()
  const { app, db, close } = await createAppOn(database.url, env, options)
  return {
    app,
    db,
    dbUrl: database.url,
    async close() {
      await close()
      await database.drop()
    },
  }
}
