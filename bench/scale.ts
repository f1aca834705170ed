// `npm run bench:scale`: the mixed workload of bench:load against one app process, then against
// two behind nginx, on one PostgreSQL; throughput, p99 and CPU per request. See bench/README.md.
// Only Node built-ins are imported statically, so the re-run with source conditions happens first.
import { ensureSourceConditions } from '../apps/server/src/seed/source-conditions.js'

if (ensureSourceConditions()) {
  const { runScaleBench } = await import('./scale-bench.js')
  process.exitCode = await runScaleBench()
}
