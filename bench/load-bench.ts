import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createDb, endPool, runMigrations } from '../apps/server/src/db/client.js'
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js'
import { seedLargeCatalogue } from '../apps/server/src/seed/large.js'
import { type CallKind, percentile, runWorkload, type WorkloadData } from './mixed-workload.js'

const MEMBERS = Number(process.env.LOAD_MEMBERS ?? 200)
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const PRODUCTS = 20_000
const print = (line = '') => process.stdout.write(`${line}\n`)
const serverEntry = fileURLToPath(new URL('../apps/server/dist/server.js', import.meta.url))

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0))
    })
  })
}

/** Members with a membership, points, a session (Bearer) and a submission to write about. */
export async function seedMembers(db: ReturnType<typeof createDb>, prefix = 'last'): Promise<WorkloadData> {
  const c = db.$client
  const tokens = Array.from({ length: MEMBERS }, () => randomBytes(24).toString('base64url'))
  const users = await c.query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, personnummer, email_verified)
     select $2 || '-' || n || '@example.com', 'not-a-hash', 'Last', 'Test', '198112189876', true
     from generate_series(1, $1) n order by n returning id`,
    [MEMBERS, prefix],
  )
  const ids = users.rows.map((u) => u.id)
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'))
  await c.query(
    `insert into sessions (token_hash, user_id, csrf_token, expires_at)
     select h, u, 'csrf', now() + interval '1 day' from unnest($1::text[], $2::uuid[]) t(h, u)`,
    [hashes, ids],
  )
  await c.query(
    `insert into memberships (user_id, provider, status) select u, 'test', 'active' from unnest($1::uuid[]) u`,
    [ids],
  )
  await c.query(
    `insert into points_ledger (user_id, delta, reason, source_ref)
     select u, 1000000, 'adjustment', 'bench:' || u from unnest($1::uuid[]) u`,
    [ids],
  )
  const subs = await c.query<{ id: string }>(
    `insert into submission_requests (user_id, status, submitted_at)
     select u, 1, now() from unnest($1::uuid[]) with ordinality t(u, n) order by n returning id`,
    [ids],
  )
  const shop = await c.query<{ id: string }>(
    `select id from products where display and state = 'available' order by id limit $1`,
    [MEMBERS * 40 + 2000],
  )
  const all = shop.rows.map((r) => r.id)
  const categories = await c.query<{ id: string }>('select id from categories where parent_id is null')
  return {
    members: ids.map((_, i) => ({
      token: tokens[i]!,
      submissionId: subs.rows[i]!.id,
      toOrder: all.slice(2000 + i * 40, 2000 + (i + 1) * 40),
    })),
    categoryIds: categories.rows.map((r) => r.id),
    productIds: all.slice(0, 2000),
    words: ['klänning', 'jeans', 'tröja', 'skjorta', 'jacka', 'byxor', 'kjol', 'linne', 'ull', 'blommig'],
  }
}

export async function runLoadBench(): Promise<number> {
  if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first.`)
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')
  print(`bench:load — ${os.cpus().length} CPUs, load average before ${load()}`)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kb-load-'))
  await chmod(dir, 0o755)
  // The media folder the server serves (empty here: the bench's garments have no photos).
  await mkdir(path.join(dir, 'app', 'data', 'media'), { recursive: true })
  const cluster = await startEmbeddedPostgres(path.join(dir, 'db'))
  const db = createDb(cluster.url, 4)
  let child: ReturnType<typeof spawn> | null = null
  try {
    await runMigrations(db)
    await seedLargeCatalogue(db, PRODUCTS)
    const data = await seedMembers(db)
    await endPool(db)
    print(`seeded ${PRODUCTS} garments and ${MEMBERS} members`)

    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, [serverEntry], {
      cwd: path.join(dir, 'app'),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: path.join(dir, 'app', 'data'),
        DATABASE_URL: cluster.url,
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    for (let i = 0; i < 600; i++) {
      const ok = await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      await new Promise((r) => setTimeout(r, 100))
    }
    print(`built server on ${baseUrl}; ${MEMBERS} virtual members for ${SECONDS} s`)
    const result = await runWorkload(baseUrl, data, SECONDS)
    const calls = Object.values(result.latencies).reduce((s, l) => s + l.length, 0)
    print()
    print(
      `${'call'.padEnd(8)} ${'count'.padStart(7)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)}`,
    )
    for (const [kind, list] of Object.entries(result.latencies) as [CallKind, number[]][]) {
      const sorted = [...list].sort((a, b) => a - b)
      print(
        `${kind.padEnd(8)} ${String(list.length).padStart(7)} ${(list.length / result.seconds).toFixed(0).padStart(7)} ${percentile(sorted, 50).toFixed(0).padStart(7)} ${percentile(sorted, 99).toFixed(0).padStart(7)}`,
      )
    }
    const everything = Object.values(result.latencies)
      .flat()
      .sort((a, b) => a - b)
    print(
      `${'all'.padEnd(8)} ${String(calls).padStart(7)} ${(calls / result.seconds).toFixed(0).padStart(7)} ${percentile(everything, 50).toFixed(0).padStart(7)} ${percentile(everything, 99).toFixed(0).padStart(7)}`,
    )
    print(
      `errors: ${result.errors.length}${result.errors.length ? `\n  ${result.errors.slice(0, 10).join('\n  ')}` : ''}`,
    )
    print(`load average after ${load()}`)
    return result.errors.length === 0 ? 0 : 1
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r))
      child.kill('SIGTERM')
      await exited
    }
    await cluster.stop()
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
}
