import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ProductSearchResponse } from '@kladbyte/contract'
import Fastify from 'fastify'
import pg from 'pg'
import { buildApp } from '../apps/server/src/app.js'
import { loadConfig } from '../apps/server/src/config.js'
import { createDb, runMigrations } from '../apps/server/src/db/client.js'
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js'
import { endPool } from '../apps/server/src/seed/connect.js'
import { seedLargeCatalogue } from '../apps/server/src/seed/large.js'
import { ownCpuMs, processTreeCpuMs } from './cpu.js'
import { explainCalls } from './explain.js'
import { type CpuSampler, type LoadResult, measure } from './load.js'

/** The catalogue size: BENCH_PRODUCTS (e.g. 1000000), 100 000 by default so a casual run is short. */
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000)
const CONNECTIONS = 10
const SECONDS = 10
const TARGET_P99_MS = 50
const print = (line = '') => process.stdout.write(`${line}\n`)

/** A database of the benchmark's own: a fresh one on DATABASE_URL's server, else a temporary embedded cluster. */
async function benchDatabase(): Promise<{
  url: string
  seeded?: boolean
  postmasterPid?: number
  cleanup(): Promise<void>
}> {
  // A catalogue seeded before (a million garments take minutes to seed on a busy machine):
  // used as it is, migrated, never seeded or dropped. POSTMASTER_PID lets it measure that server's CPU.
  const seededUrl = process.env.BENCH_SEEDED_URL
  if (seededUrl) {
    const pid = Number(process.env.BENCH_POSTMASTER_PID)
    return { url: seededUrl, seeded: true, postmasterPid: pid || undefined, cleanup: async () => {} }
  }
  const adminUrl = process.env.DATABASE_URL
  if (adminUrl) {
    const admin = async (sql: string) => {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(sql)
      await c.end()
    }
    await admin('drop database if exists kb_bench with (force)')
    await admin('create database kb_bench')
    const url = new URL(adminUrl)
    url.pathname = '/kb_bench'
    return { url: url.toString(), cleanup: () => admin('drop database if exists kb_bench with (force)') }
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kb-bench-'))
  const cluster = await startEmbeddedPostgres(dir)
  const pidFile = await readFile(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8')
  return {
    url: cluster.url,
    postmasterPid: Number(pidFile.split('\n')[0]),
    async cleanup() {
      await cluster.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

const cell = (v: number | undefined, width: number) => (v === undefined ? '–' : v.toFixed(2)).padStart(width)
const row = (r: LoadResult) =>
  `${r.label.padEnd(38)} ${r.requestsPerSecond.toFixed(0).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${cell(r.nodeCpuMs, 10)} ${cell(r.pgCpuMs, 9)}${r.non2xx || r.errors ? `   (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`

export async function runSearchBench(): Promise<number> {
  print(
    `bench:search — ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  const database = await benchDatabase()
  // The server's own default pool size (createDb in server.ts), unless BENCH_POOL says otherwise.
  const db = createDb(database.url, Number(process.env.BENCH_POOL ?? 10))
  const bare = Fastify({ logger: false })
  let app: Awaited<ReturnType<typeof buildApp>> | null = null
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kb-bench-media-'))
  try {
    await runMigrations(db)
    const started = Date.now()
    if (database.seeded) print('using the catalogue seeded before (BENCH_SEEDED_URL)')
    else {
      await seedLargeCatalogue(db, PRODUCTS)
      print(
        `seeded ${PRODUCTS.toLocaleString('sv-SE')} garments in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      )
    }

    const config = loadConfig({
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'never',
      // As the server would run with this environment (default 4).
      SEARCH_CONNECTIONS: process.env.SEARCH_CONNECTIONS,
    })
    app = await buildApp({ config, db, logger: false })
    const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 })
    bare.get('/bare', async () => ({ hello: 'world' }))
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 })

    const { rows } = await db.$client.query<{ id: string }>(
      "select id from categories where name = 'Dam' and parent_id is null",
    )
    const dam = rows[0]!.id
    const query = {
      categoryId: dam,
      includeDescendants: 'true',
      sizes: 'M,L',
      search: 'klänning',
      page: '1',
      pageSize: '20',
    }
    const searchUrl = `${apiUrl}/api/products/search?${new URLSearchParams(query)}`
    const sample = (await (await fetch(searchUrl)).json()) as ProductSearchResponse
    print(
      `search "klänning" in Dam (with subcategories), sizes M,L: ${sample.totalCapped ? 'more than ' : ''}${sample.total} matches, ${sample.items.length} on page 1`,
    )

    print()
    print('EXPLAIN (ANALYZE) of every statement each shop call sends (plan + execution time, scans):')
    const klanningar = (
      await db.$client.query<{ id: string }>(
        "select id from categories where name = 'Klänningar' and parent_id = $1",
        [dam],
      )
    ).rows[0]!.id
    const someProduct = (
      await db.$client.query<{ id: string }>(
        "select id from products where display and state = 'available' limit 1",
      )
    ).rows[0]!.id
    const catalog = app.catalog
    const calls: [string, () => Promise<unknown>][] = [
      [
        'search: Dam + sizes M,L + "klänning", page 1',
        () => catalog.search({ categoryId: dam, sizes: 'M,L', search: 'klänning', page: 1, pageSize: 20 }),
      ],
      ['browse: whole shop, newest, page 1', () => catalog.search({ page: 1, pageSize: 20 })],
      [
        'browse: Dam + size M, page 3',
        () => catalog.search({ categoryId: dam, sizes: 'M', page: 3, pageSize: 20 }),
      ],
      ['browse: Klänningar, page 1', () => catalog.search({ categoryId: klanningar, page: 1, pageSize: 20 })],
      ['browse: max 50 points, page 1', () => catalog.search({ maxPrice: 50, page: 1, pageSize: 20 })],
      [
        'browse: whole shop, page 500 (the last before the cap)',
        () => catalog.search({ page: 500, pageSize: 20 }),
      ],
      [
        'search: "bomull", whole shop (over the cap)',
        () => catalog.search({ search: 'bomull', page: 1, pageSize: 20 }),
      ],
      ['typo fallback: "klänign"', () => catalog.search({ search: 'klänign', page: 1, pageSize: 20 })],
      ['similar: mainCategory of Klänningar', () => catalog.similar('mainCategory', klanningar, '0', '6')],
      ['product page', () => catalog.getProduct(someProduct, null)],
    ]
    for (const [label, call] of calls) {
      catalog.invalidate()
      await catalog.listCategories()
      print(`  ${label}`)
      for (const q of await explainCalls([db.$client, catalog.searchPool], call)) {
        print(
          `    plan ${q.planningMs.toFixed(1)} ms, run ${q.executionMs.toFixed(1)} ms: ${q.scans.join(', ')}`,
        )
      }
    }

    if (process.argv.includes('--explain-only')) return 0
    const cpu: CpuSampler = async () => ({
      node: ownCpuMs(),
      pg: database.postmasterPid ? await processTreeCpuMs(database.postmasterPid) : null,
    })
    const load = { connections: CONNECTIONS, seconds: SECONDS, cpu }
    const results = [
      await measure('bare Fastify JSON route', `${bareUrl}/bare`, load),
      await measure('search (category+sizes+text, p1/20)', searchUrl, load),
      await measure(
        'browse (category+size, newest, p3/20)',
        `${apiUrl}/api/products/search?${new URLSearchParams({ categoryId: dam, sizes: 'M', page: '3', pageSize: '20' })}`,
        load,
      ),
      await measure('browse: whole shop, newest, p1/20', `${apiUrl}/api/products/search?pageSize=20`, load),
      await measure(
        'browse: whole shop, p500/20 (deepest)',
        `${apiUrl}/api/products/search?page=500&pageSize=20`,
        load,
      ),
      await measure(
        'typo search "klänign" (fallback)',
        `${apiUrl}/api/products/search?${new URLSearchParams({ search: 'klänign', pageSize: '20' })}`,
        load,
      ),
    ]
    print()
    print(`${CONNECTIONS} connections, ${SECONDS} s each after a 2 s warm-up`)
    print(
      `${'scenario'.padEnd(38)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'node ms/req'.padStart(10)} ${'pg ms/req'.padStart(9)}`,
    )
    for (const r of results) print(row(r))
    const [baseline, search] = results as [LoadResult, LoadResult]
    print()
    print(
      `search / bare: ${((search.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} % of the throughput`,
    )
    print(
      `search p99 ${search.p99} ms — target ≤ ${TARGET_P99_MS} ms: ${search.p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}`,
    )
    print(
      `load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    )
    return 0
  } catch (err) {
    console.error('benchmark failed:', err)
    return 1
  } finally {
    await bare.close()
    await app?.close()
    await endPool(db)
    await database.cleanup()
    await rm(dataDir, { recursive: true, force: true })
  }
}
