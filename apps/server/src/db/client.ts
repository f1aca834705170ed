import { fileURLToPath } from 'node:url'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema/index.js'

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool }
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

// pg returns int8 (sum/count) as strings; our sums fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10))

/** Creates a pool whose idle connections, when dropped by the server, are replaced instead of crashing the process. */
export function createPool(options: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(options)
  pool.on('error', (err: Error & { code?: string }) => {
    // 57P01: the server is shutting down (our own embedded cluster on SIGINT/SIGTERM): expected.
    if (err.code !== '57P01') console.warn('database connection lost:', err.message)
  })
  return pool
}

export function createDb(url: string, max = 10): Db {
  return drizzle(createPool({ connectionString: url, max }), { schema }) as Db
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder })
}

/**
 * Ends the pool and waits until its connections are really closed: pool.end() resolves as soon
 * as they are detached, and stopping the cluster right then makes them report a lost connection.
 */
export async function endPool(db: Db, timeoutMs = 2_000): Promise<void> {
  const pool = db.$client
  const open = pool.totalCount
  const closed = new Promise<void>((resolve) => {
    let removed = 0
    if (open === 0) resolve()
    pool.on('remove', () => {
      if (++removed >= open) resolve()
    })
  })
  await pool.end()
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())])
}
