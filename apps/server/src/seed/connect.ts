import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import type { Config } from '../config.js'
import { createDb, type Db, endPool } from '../db/client.js'
import { startEmbeddedPostgres } from '../db/embedded.js'

/**
 * The server's database, resolved as the server does: DATABASE_URL, else the embedded cluster
 * under DATA_DIR. A cluster a running server has already started is used as it is (starting a
 * second one on the same folder would fail).
 */
export async function connectLikeServer(
  config: Config,
  log: (msg: string) => void,
): Promise<{ db: Db; embedded: boolean; close(): Promise<void> }> {
  if (config.DATABASE_URL) {
    const db = createDb(config.DATABASE_URL)
    return { db, embedded: false, close: () => endPool(db) }
  }
  const running = await runningClusterUrl(config.dataDir)
  if (running) {
    log(`using the embedded PostgreSQL already running for ${config.dataDir}`)
    const db = createDb(running)
    return { db, embedded: true, close: () => endPool(db) }
  }
  log(`starting embedded PostgreSQL in ${config.dataDir}`)
  const cluster = await startEmbeddedPostgres(config.dataDir)
  const db = createDb(cluster.url)
  return {
    db,
    embedded: true,
    async close() {
      await endPool(db)
      await cluster.stop()
    },
  }
}

async function runningClusterUrl(dataDir: string): Promise<string | null> {
  const secrets = path.join(dataDir, 'postgres.json')
  if (!existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')) || !existsSync(secrets)) return null
  const { password, port } = JSON.parse(await readFile(secrets, 'utf8')) as { password: string; port: number }
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
  try {
    await client.connect()
    return url
  } catch {
    return null
  } finally {
    await client.end().catch(() => {})
  }
}

export { endPool }
