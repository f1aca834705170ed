// `npm run bench:load`: 200 virtual members on the BUILT server (a child process) for 60 s, a mixed
// workload (browse, search, product page, cart, order, chat). See bench/README.md.
// Only Node built-ins are imported statically, so the re-run with source conditions happens first.
import { ensureSourceConditions } from '../apps/server/src/seed/source-conditions.js'

if (ensureSourceConditions()) {
  const { runLoadBench } = await import('./load-bench.js')
  process.exitCode = await runLoadBench()
}
