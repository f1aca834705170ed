// One worker process of `npm run bench:jobs` (bench/jobs-bench.ts starts three, then kills one):
// `ours` runs the real outbox worker (`startMailWorker`, ADR 041); `graphile` runs graphile-worker
// with a task that does what a migration onto it would: read the outbox row the job names, send it
// through the same nodemailer transport with the same Message-ID, mark the row sent. Settings come
// from the environment; the process prints `ready` once it polls and stops on SIGTERM.
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import { smtpSettings, startMailWorker } from '../apps/server/src/core/mail/mail.worker.js'
import { markSent, messageIdFor } from '../apps/server/src/core/mail/outbox.js'
import { createDb, endPool } from '../apps/server/src/db/client.js'
import { loadGraphileWorker } from './jobs-candidate.js'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set`)
  return value
}
const kind = process.argv[2]
const databaseUrl = env('DATABASE_URL')
const smtpUrl = env('SMTP_URL')
const from = 'Klädbyte <no-reply@kladbyte.se>'
const concurrency = Number(env('MAIL_CONCURRENCY'))
const leaseMs = Number(env('JOBS_LEASE_MS'))
const pollMs = Number(env('JOBS_POLL_MS'))

const say = (level: string) => (obj: unknown, msg?: string) =>
  process.stderr.write(`[${kind} ${process.pid}] ${level} ${msg ?? ''} ${JSON.stringify(obj)}\n`)
// What the worker logs: warnings and errors only, as LOG_LEVEL=warn in the server.
const log = {
  info: () => {},
  debug: () => {},
  trace: () => {},
  warn: say('warn'),
  error: say('error'),
  fatal: say('fatal'),
  child: () => log,
  level: 'warn',
} as unknown as FastifyBaseLogger

// A pool of the server's size for ours; the candidate's task needs one connection per lane.
const db = createDb(databaseUrl, 10)
let stop: () => Promise<void>

if (kind === 'ours') {
  const worker = startMailWorker({ db, smtpUrl, from, log, intervalMs: pollMs, leaseMs, concurrency })
  stop = () => worker.stop()
} else if (kind === 'graphile') {
  const { run } = await loadGraphileWorker()
  const transport = nodemailer.createTransport(smtpSettings(smtpUrl, leaseMs, concurrency))
  const runner = await run({
    connectionString: databaseUrl,
    concurrency,
    pollInterval: pollMs,
    noHandleSignals: true,
    // Its scan for jobs locked by a dead worker; the 4 hours it waits for are fixed in its SQL.
    minResetLockedInterval: 1_000,
    maxResetLockedInterval: 2_000,
    taskList: {
      mail: async (payload: unknown) => {
        const { id } = payload as { id: number }
        const { rows } = await db.$client.query<{
          to: string
          subject: string
          text: string
          html: string
          created_at: Date
        }>(`select "to", subject, text, html, created_at from outbox where id = $1 and status = 'pending'`, [
          id,
        ])
        const mail = rows[0]
        if (!mail) return
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: messageIdFor({ id, createdAt: mail.created_at }, from),
        })
        await markSent(db, id)
      },
    },
  })
  stop = async () => {
    await runner.stop()
    transport.close()
  }
} else {
  throw new Error(`unknown worker kind ${kind}: ours | graphile`)
}

process.stdout.write('ready\n')
// The worker's own timer is unref'd (the server's HTTP listener keeps it alive); this one does here.
const alive = setInterval(() => {}, 60_000)
process.once('SIGTERM', () => {
  clearInterval(alive)
  stop()
    .then(() => endPool(db))
    .finally(() => process.exit(0))
})
