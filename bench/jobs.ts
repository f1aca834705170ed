// `npm run bench:jobs`: our outbox queue against graphile-worker (ADR 052), three worker processes
// each on one PostgreSQL: mails/s for 10 000 mails, and a worker killed mid-run. See bench/README.md.
// Only Node built-ins are imported statically, so the re-run with source conditions happens first.
import { ensureSourceConditions } from '../apps/server/src/seed/source-conditions.js'

if (ensureSourceConditions()) {
  const { runJobsBench } = await import('./jobs-bench.js')
  process.exitCode = await runJobsBench()
}
