// `npm run bench:lighthouse`: Lighthouse 12 (mobile preset, simulated throttling) with Debian's
// Chromium against the BUILT server and the demo shop: home, /shop and a product page, 3 runs each,
// medians into bench/README.md. A bench, not a test. See bench/README.md.
import { ensureSourceConditions } from '../apps/server/src/seed/source-conditions.js'

if (ensureSourceConditions()) {
  const { runLighthouseBench } = await import('./lighthouse-bench.js')
  process.exitCode = await runLighthouseBench()
}
