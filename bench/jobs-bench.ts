import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { createDb, type Db, endPool, runMigrations } from '../apps/server/src/db/client.js'
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.js'
import { processTreeCpuMs } from './cpu.js'
import { CandidateMissing, GRAPHILE_WORKER_VERSION, loadGraphileWorker } from './jobs-candidate.js'
import {
  enqueue,
  KILL_MAILS,
  type Kind,
  load,
  MAILS,
  PROCESSES,
  pending,
  print,
  ROUNDS,
  reset,
  SETTINGS,
  sleep,
  startWorkers,
  stopWorkers,
  waitFor,
} from './jobs-queue.js'
import { type BenchSink, outboxIdOf, startBenchSink } from './jobs-sink.js'

// `npm run bench:jobs` (ADR 052): our outbox queue against graphile-worker, three worker processes
// each, one embedded PostgreSQL, one SMTP sink. Throughput of MAILS mails, both sides twice,
// alternating; then a worker SIGKILLed mid-run on each side: lost, sent twice, time to recovery.

interface Throughput {
  kind: Kind
  round: number
  seconds: number
  perSecond: number
  copies: number
  appCpuMs: number
  pgCpuMs: number
  loadBefore: string
  loadAfter: string
}

async function throughput(kind: Kind, round: number, db: Db, sink: BenchSink, url: string, pgPid: number) {
  await reset(db, sink)
  const workers = await startWorkers(kind, url, sink.url)
  const cpu = async () => {
    let app = 0
    for (const w of workers) app += (await processTreeCpuMs(w.child.pid!)) ?? 0
    return { app, pg: (await processTreeCpuMs(pgPid)) ?? 0 }
  }
  const loadBefore = load()
  const before = await cpu()
  const started = performance.now()
  await enqueue(db, kind, MAILS)
  await waitFor(
    `${kind}: ${MAILS} mails`,
    async () => sink.arrivals.size >= MAILS && (await pending(db)) === 0,
    async () => `${sink.count()} arrived (${sink.arrivals.size} distinct), ${await pending(db)} pending`,
  )
  const seconds = (performance.now() - started) / 1000
  const after = await cpu()
  const loadAfter = load()
  await stopWorkers(workers)
  const result: Throughput = {
    kind,
    round,
    seconds,
    perSecond: MAILS / seconds,
    copies: sink.count() - sink.arrivals.size,
    appCpuMs: (after.app - before.app) / MAILS,
    pgCpuMs: (after.pg - before.pg) / MAILS,
    loadBefore,
    loadAfter,
  }
  print(
    `  ${kind.padEnd(8)} round ${round}: ${MAILS} mails in ${seconds.toFixed(1)} s = ${result.perSecond.toFixed(0)}/s, ` +
      `${result.copies} sent twice, CPU/mail app ${result.appCpuMs.toFixed(2)} ms, PostgreSQL ${result.pgCpuMs.toFixed(2)} ms (load ${loadBefore}→${loadAfter})`,
  )
  return result
}

interface KillResult {
  kind: Kind
  lost: number
  twice: number
  stuck: number
  recoverySeconds: number
  note: string
  load: string
}

/** Kills one of the three workers (SIGKILL) when a quarter of the mails arrived; waits for the rest. */
async function killRun(kind: Kind, db: Db, sink: BenchSink, url: string): Promise<KillResult> {
  await reset(db, sink)
  const workers = await startWorkers(kind, url, sink.url)
  let killedAt = 0
  sink.onMail = () => {
    if (!killedAt && sink.count() >= KILL_MAILS / 4) {
      killedAt = performance.now()
      workers[2]!.child.kill('SIGKILL')
    }
  }
  const loadBefore = load()
  await enqueue(db, kind, KILL_MAILS)
  await waitFor('the kill', async () => killedAt > 0)
  await workers[2]!.exited
  let stuck = 0
  let note = ''
  let agedSeconds = 0
  if (kind === 'graphile') {
    // Its jobs locked by the dead process wait for a scan that frees locks older than 4 hours
    // (fixed in its SQL). Wait until everything else is sent and nothing moves for 5 s...
    const locked = async () =>
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int n from graphile_worker._private_jobs where locked_at is not null`,
        )
      ).rows[0]!.n
    let last = -1
    let still = 0
    await waitFor('the live workers to finish what they can', async () => {
      const now = await pending(db)
      still = now === last && now === (await locked()) ? still + 1 : 0
      last = now
      if (still >= 50) return true
      await sleep(50)
      return false
    })
    stuck = last
    // ...then move those locks 4 hours back, as if the time had passed, to see them sent.
    const aged = performance.now()
    await db.execute(
      sql`update graphile_worker._private_jobs set locked_at = locked_at - interval '4 hours' where locked_at is not null`,
    )
    await waitFor(`${kind}: the killed worker's jobs`, async () => (await pending(db)) === 0)
    agedSeconds = (performance.now() - aged) / 1000
    note = `${stuck} jobs locked until 4 h had passed; then sent ${agedSeconds.toFixed(1)} s after`
  } else {
    await waitFor(`${kind}: the rest after the kill`, async () => (await pending(db)) === 0)
    const taken = await db.execute<{ id: number }>(sql`select id from outbox where attempts > 1`)
    stuck = taken.rows.length
    note = `${stuck} mails taken over after the ${Number(SETTINGS.JOBS_LEASE_MS) / 1000} s lease`
  }
  // Recovery: the kill until the last mail the dead process held (claimed again) arrived.
  const retriedIds = new Set(
    kind === 'ours'
      ? (await db.execute<{ id: number }>(sql`select id from outbox where attempts > 1`)).rows.map(
          (r) => r.id,
        )
      : [],
  )
  let lastRetried = kind === 'ours' ? killedAt : killedAt + 4 * 3600 * 1000 + agedSeconds * 1000
  for (const [id, times] of sink.arrivals)
    if (retriedIds.has(outboxIdOf(id))) lastRetried = Math.max(lastRetried, times[times.length - 1]!)
  await stopWorkers(workers)
  const ids = await db.execute<{ id: number }>(sql`select id from outbox`)
  const arrivedIds = new Set([...sink.arrivals.keys()].map(outboxIdOf))
  const result: KillResult = {
    kind,
    lost: ids.rows.filter((r) => !arrivedIds.has(r.id)).length,
    twice: [...sink.arrivals.values()].filter((t) => t.length > 1).length,
    stuck,
    recoverySeconds: (lastRetried - killedAt) / 1000,
    note,
    load: `${loadBefore}→${load()}`,
  }
  print(
    `  ${kind.padEnd(8)} kill: ${result.lost} lost, ${result.twice} sent twice, ${note}` +
      (kind === 'ours' ? `; recovered ${result.recoverySeconds.toFixed(1)} s after the kill` : '') +
      ` (load ${result.load})`,
  )
  return result
}

export async function runJobsBench(): Promise<number> {
  let candidate: Awaited<ReturnType<typeof loadGraphileWorker>>
  try {
    candidate = await loadGraphileWorker()
  } catch (err) {
    if (!(err instanceof CandidateMissing)) throw err
    process.stderr.write(`${err.message}\n`)
    return 2
  }
  print(
    `bench:jobs — ${os.cpus().length} CPUs, Node ${process.version}, graphile-worker ${GRAPHILE_WORKER_VERSION}`,
  )
  print(
    `${PROCESSES} worker processes × ${SETTINGS.MAIL_CONCURRENCY} lanes; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kb-jobs-bench-'))
  await chmod(dir, 0o755)
  const cluster = await startEmbeddedPostgres(path.join(dir, 'db'))
  const pgPid = Number(
    (await readFile(path.join(dir, 'db', 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
  )
  const sink = await startBenchSink()
  const db = createDb(cluster.url, 4)
  try {
    await runMigrations(db)
    await candidate.runMigrations({ connectionString: cluster.url })
    const runs: Throughput[] = []
    print(`throughput, ${MAILS} mails, ${ROUNDS} rounds alternating:`)
    for (let round = 1; round <= ROUNDS; round++)
      for (const kind of (round % 2 ? ['ours', 'graphile'] : ['graphile', 'ours']) as Kind[])
        runs.push(await throughput(kind, round, db, sink, cluster.url, pgPid))
    print(`kill -9 of one worker after a quarter of ${KILL_MAILS} mails:`)
    const kills = [
      await killRun('ours', db, sink, cluster.url),
      await killRun('graphile', db, sink, cluster.url),
    ]
    const mean = (kind: Kind) => {
      const mine = runs.filter((r) => r.kind === kind)
      return mine.reduce((a, r) => a + r.perSecond, 0) / mine.length
    }
    print()
    print(
      `mean mails/s: ours ${mean('ours').toFixed(0)}, graphile-worker ${mean('graphile').toFixed(0)}, ` +
        `ours / graphile-worker ${(mean('ours') / mean('graphile')).toFixed(2)}`,
    )
    print(
      `load average after ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    )
    return kills.some((k) => k.lost > 0) ? 1 : 0
  } finally {
    await endPool(db)
    await sink.close()
    await cluster.stop()
    await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
}
