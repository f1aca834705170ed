import { type ChildProcess, spawn } from 'node:child_process'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { Db } from '../apps/server/src/db/client.js'
import type { BenchSink } from './jobs-sink.js'

// The two queues of `npm run bench:jobs` (ADR 052) as the bench drives them: three worker processes
// of one kind, the mails queued in one transaction, and the waits on them. The measuring is in
// jobs-bench.ts.

export type Kind = 'ours' | 'graphile'
export const MAILS = Number(process.env.JOBS_MAILS ?? 10_000)
export const KILL_MAILS = Number(process.env.JOBS_KILL_MAILS ?? 2_000)
export const ROUNDS = Number(process.env.JOBS_ROUNDS ?? 2)
export const PROCESSES = 3
export const SETTINGS = {
  MAIL_CONCURRENCY: '4', // the server's default
  JOBS_POLL_MS: '2000', // the server's default (graphile-worker is woken by NOTIFY besides)
  // 10 s instead of the default 2 min, as in e2e/jobs.e2e.ts, so the kill run ends in the budget.
  JOBS_LEASE_MS: '10000',
}
const repo = fileURLToPath(new URL('..', import.meta.url))
const workerFile = fileURLToPath(new URL('./jobs-worker.ts', import.meta.url))
export const print = (line = '') => process.stdout.write(`${line}\n`)
export const load = () => os.loadavg()[0]!.toFixed(1)
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export interface Worker {
  child: ChildProcess
  exited: Promise<unknown>
}

export async function startWorkers(kind: Kind, databaseUrl: string, smtpUrl: string): Promise<Worker[]> {
  return Promise.all(
    Array.from({ length: PROCESSES }, async () => {
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', workerFile, kind], {
        cwd: repo,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATABASE_URL: databaseUrl,
          SMTP_URL: smtpUrl,
          ...SETTINGS,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      const exited = new Promise((r) => child.once('exit', r))
      await new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (c: Buffer) => c.toString().includes('ready') && resolve())
        child.once('exit', (code) => reject(new Error(`a ${kind} worker exited with ${code} while starting`)))
      })
      return { child, exited }
    }),
  )
}

export async function stopWorkers(workers: Worker[]) {
  for (const w of workers)
    if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGTERM')
  await Promise.all(workers.map((w) => w.exited))
}

const TIMEOUT_MS = Number(process.env.JOBS_TIMEOUT_MS ?? 300_000)

export async function waitFor(what: string, check: () => Promise<boolean>, state?: () => Promise<string>) {
  const deadline = Date.now() + TIMEOUT_MS
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}${state ? `: ${await state()}` : ''}`)
    await sleep(50)
  }
}

/** Both queues empty, nothing left from the run before. */
export async function reset(db: Db, sink: BenchSink) {
  await db.execute(sql`delete from outbox`)
  await db.execute(sql`delete from graphile_worker._private_jobs`)
  sink.reset()
}

/**
 * Queues `n` mails in one transaction. For graphile-worker the outbox row stays the record (the
 * member's export and erasure read it, ADR 033) and the job names it, added by SQL in the same
 * transaction: what enqueueMail would do after a migration.
 */
export async function enqueue(db: Db, kind: Kind, n: number) {
  const rows = sql`insert into outbox ("to", subject, text, html)
    select 'medlem-' || g || '@example.com', 'Din beställning ' || g || ' är skickad',
      repeat('Hej! Vi har skickat dina plagg. ', 12), '<p>' || repeat('Hej! Vi har skickat dina plagg. ', 12) || '</p>'
    from generate_series(1, ${n}::int) g returning id`
  if (kind === 'ours') await db.execute(rows)
  else
    await db.execute(sql`with m as (${rows})
      select count(graphile_worker.add_job('mail', json_build_object('id', m.id))) from m`)
}

export const pending = async (db: Db) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int n from outbox where status = 'pending'`)).rows[0]!
    .n
