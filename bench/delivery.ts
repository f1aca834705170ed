// `npm run bench:delivery`: bytes on the wire for the entry script, the stylesheet, index.html and
// a search answer from the BUILT server, as sent without and with compression. See bench/README.md.
// Only Node built-ins are imported statically, so the re-run with source conditions happens first.
import { ensureSourceConditions } from '../apps/server/src/seed/source-conditions.js'

if (ensureSourceConditions()) {
  const { runDeliveryBench } = await import('./delivery-bench.js')
  process.exitCode = await runDeliveryBench()
}
