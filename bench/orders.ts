// `npm run bench:orders`: 200 signed-in members ordering at once on the BUILT server, garments of
// their own and garments raced for, then the books checked in the database. See bench/README.md.
// Only Node built-ins are imported statically, so the re-run with source conditions happens first.
import { ensureSourceConditions } from '../apps/server/src/seed/source-conditions.js'

if (ensureSourceConditions()) {
  const { runOrdersBench } = await import('./orders-bench.js')
  process.exitCode = await runOrdersBench()
}
