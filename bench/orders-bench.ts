import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createDb, endPool, runMigrations } from '../apps/server/src/db/client.js'
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js'
import { seedLargeCatalogue } from '../apps/server/src/seed/large.js'
import { type BuiltServer, startBuiltServer } from './built-server.js'
import { checkBooks } from './orders-checks.js'
import { type BenchMember, seedMembers, signInAll } from './orders-members.js'
import { type BenchGarment, type Burst, getRounds, orderRounds, percentile } from './orders-scenarios.js'

const MEMBERS = Number(process.env.ORDERS_MEMBERS ?? 200)
const ROUNDS = Number(process.env.ORDERS_ROUNDS ?? 5)
/** Garments per order in the distinct scenario. */
const PER_ORDER = 2
/** Garments raced for per contested round (MEMBERS / RACED members want each). */
const RACED = 10
const BASELINE_ROUNDS = 10
const POINTS = 100_000
const PRODUCTS = 5_000
/** The cheapest route that still signs the member in: session lookup, access check, tiny JSON. */
const BASELINE_PATH = '/api/Authentication/validatetoken'
const print = (line = '') => process.stdout.write(`${line}\n`)
const unavailable = (name: string) =>
  `Produkten ${name} är inte längre tillgänglig. Ta bort den ur varukorgen.`

async function garments(db: ReturnType<typeof createDb>, count: number): Promise<BenchGarment[]> {
  const r = await db.$client.query<BenchGarment>(
    `select id, name, description, category_id as "categoryId", size, price from products
     where display and state = 'available' order by id limit $1`,
    [count],
  )
  if (r.rows.length < count) throw new Error(`only ${r.rows.length} available garments, ${count} needed`)
  return r.rows
}

const line = (label: string, b: Burst, answered: number, ratio?: number) =>
  `${label.padEnd(34)} ${String(answered).padStart(6)} ${((answered / b.ms) * 1000).toFixed(0).padStart(7)} ${percentile(b.latencies, 50).toFixed(0).padStart(7)} ${percentile(b.latencies, 99).toFixed(0).padStart(7)} ${ratio === undefined ? '' : `${(ratio * 100).toFixed(1).padStart(6)} %`}`

async function balances(baseUrl: string, members: BenchMember[]) {
  const out = new Map<string, number>()
  for (let i = 0; i < members.length; i += 20) {
    await Promise.all(
      members.slice(i, i + 20).map(async (m) => {
        const res = await fetch(`${baseUrl}/api/Users/UserContext`, { headers: { cookie: m.cookie } })
        out.set(m.id, ((await res.json()) as { points: number }).points)
      }),
    )
  }
  return out
}

export async function runOrdersBench(): Promise<number> {
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')
  print(`bench:orders — ${os.cpus().length} CPUs, load average before ${load()}`)
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kb-orders-'))
  await chmod(dir, 0o755)
  await mkdir(path.join(dir, 'app', 'data', 'media'), { recursive: true })
  const cluster = await startEmbeddedPostgres(path.join(dir, 'db'))
  const db = createDb(cluster.url, 4)
  let server: BuiltServer | null = null
  try {
    await runMigrations(db)
    await seedLargeCatalogue(db, PRODUCTS)
    const seeded = await seedMembers(db, MEMBERS, POINTS)
    const pool = await garments(db, MEMBERS * ROUNDS * PER_ORDER + ROUNDS * RACED)
    const distinct = pool.slice(0, MEMBERS * ROUNDS * PER_ORDER)
    const contested = pool.slice(distinct.length)
    print(`seeded ${PRODUCTS} garments and ${MEMBERS} members with ${POINTS} points each (ledger rows)`)

    server = await startBuiltServer({
      databaseUrl: cluster.url,
      cwd: path.join(dir, 'app'),
      dataDir: path.join(dir, 'app', 'data'),
    })
    const { baseUrl } = server
    const members = await signInAll(baseUrl, seeded)
    print(`built server on ${baseUrl}; ${members.length} members signed in (cookie + CSRF token)`)
    await getRounds(baseUrl, members, 2, BASELINE_PATH) // warm-up

    const baseline1 = await getRounds(baseUrl, members, BASELINE_ROUNDS, BASELINE_PATH)
    const distinctRun = await orderRounds(baseUrl, members, ROUNDS, (round, i) =>
      distinct.slice((round * MEMBERS + i) * PER_ORDER, (round * MEMBERS + i + 1) * PER_ORDER),
    )
    const baseline2 = await getRounds(baseUrl, members, BASELINE_ROUNDS, BASELINE_PATH)
    const contestedRun = await orderRounds(baseUrl, members, ROUNDS, (round, i) => [
      contested[round * RACED + (i % RACED)]!,
    ])
    const rate = (b: Burst, n: number) => (n / b.ms) * 1000

    const problems: string[] = [
      ...baseline1.errors,
      ...baseline2.errors,
      ...distinctRun.errors,
      ...contestedRun.errors,
    ]
    const byId = new Map(pool.map((g) => [g.id, g]))
    for (const a of distinctRun.answers) if (a.status !== 201) problems.push(`distinct order → ${a.status}`)
    let swedish409 = 0
    for (const a of contestedRun.answers) {
      if (a.status === 201) continue
      const name = byId.get(a.productIds[0]!)!.name
      if (a.status === 409 && a.body.reason === 'unavailable' && a.body.message === unavailable(name))
        swedish409++
      else problems.push(`contested order → ${a.status} ${JSON.stringify(a.body)}`)
    }

    const won = (b: Burst) => b.answers.filter((a) => a.status === 201).length
    print()
    print(
      `${'call'.padEnd(34)} ${'calls'.padStart(6)} ${'per s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} of baseline`,
    )
    print(
      line(
        `GET ${BASELINE_PATH.replace('/api/Authentication/', '…/')} (1)`,
        baseline1,
        baseline1.latencies.length,
      ),
    )
    print(
      line(
        `orders, distinct (${PER_ORDER} garments each)`,
        distinctRun,
        distinctRun.answers.length,
        rate(distinctRun, distinctRun.answers.length) / rate(baseline1, baseline1.latencies.length),
      ),
    )
    print(
      line(
        `GET ${BASELINE_PATH.replace('/api/Authentication/', '…/')} (2)`,
        baseline2,
        baseline2.latencies.length,
      ),
    )
    print(
      line(
        `orders, contested (${MEMBERS / RACED} per garment)`,
        contestedRun,
        contestedRun.answers.length,
        rate(contestedRun, contestedRun.answers.length) / rate(baseline2, baseline2.latencies.length),
      ),
    )
    print(
      `distinct: ${won(distinctRun)} × 201 of ${distinctRun.answers.length}; contested: ${won(contestedRun)} × 201, ${swedish409} × 409 '${unavailable('…')}', ${ROUNDS * RACED} garments raced for`,
    )

    const checks = await checkBooks(db.$client, {
      members,
      garmentIds: pool.map((g) => g.id),
      contestedIds: contested.map((g) => g.id),
      answers: [...distinctRun.answers, ...contestedRun.answers],
      apiBalances: await balances(baseUrl, members),
    })
    print()
    print('checks in the database after the load:')
    for (const c of checks) {
      print(
        `  ${c.failures.length === 0 ? 'ok  ' : 'FAIL'} ${c.name}${c.failures.length ? ` (${c.failures.length})` : ''}`,
      )
      for (const f of c.failures.slice(0, 5)) print(`       ${f}`)
    }
    print(
      `unexpected answers: ${problems.length}${problems.length ? `\n  ${problems.slice(0, 10).join('\n  ')}` : ''}`,
    )
    print(`load average after ${load()}`)
    return problems.length === 0 && checks.every((c) => c.failures.length === 0) ? 0 : 1
  } finally {
    await server?.stop()
    await endPool(db)
    await cluster.stop()
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
}
