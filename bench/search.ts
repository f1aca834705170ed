// `npm run bench:search`: seeds 100 000 garments into a database of its own, then measures the
// shop search against a bare Fastify JSON route with autocannon. See bench/README.md.
// Only Node built-ins are imported statically, so the re-run with source conditions happens first.
import { ensureSourceConditions } from '../apps/server/src/seed/source-conditions.js'

if (ensureSourceConditions()) {
  const { runSearchBench } = await import('./search-bench.js')
  process.exitCode = await runSearchBench()
}
