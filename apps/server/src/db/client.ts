import { readFile } from 'node:fs/promises'
import path from 'node:path'
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

/** The advisory lock every process takes around migrations and its start-up work. */
export const STARTUP_LOCK = 4_711_021

/**
 * Runs `work` while holding a PostgreSQL advisory lock on one connection of the pool: processes
 * started together on one database take turns (ADR 040). A session lock also ends with its
 * connection, so a process that dies holding it does not block the others.
 */
export async function withStartupLock<T>(db: Db, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.$client.connect()
  let broken: Error | undefined
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK])
    try {
      return await work(client)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch((err: Error) => {
        broken = err
      })
    }
  } finally {
    client.release(broken)
  }
}

/**
 * Applies the migrations under the start-up lock: without it, processes started together on a
 * fresh database race on `CREATE EXTENSION` and the migration table, and some of them exit. The
 * later ones find every migration applied and do nothing.
 */
export async function runMigrations(db: Db): Promise<void> {
  await withStartupLock(db, (client) => migrate(drizzle(client, { schema }), { migrationsFolder }))
}

/**
 * Whether the newest migration in the folder is recorded as applied: drizzle's own test (it
 * compares the journal's last `when` with the newest `created_at`). False while the table is missing.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  const newest = Math.max(...journal.entries.map((e) => e.when))
  const { rows } = await db.$client.query<{ exists: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations') as exists",
  )
  if (!rows[0]?.exists) return false
  const applied = await db.$client.query<{ last: string | null }>(
    'select max(created_at)::text as last from drizzle.__drizzle_migrations',
  )
  return Number(applied.rows[0]?.last ?? 0) >= newest
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
