import { PUBLIC_PAGES } from '@kladbyte/contract'
import { at, type Entry, type Rows } from './matrix.entry.js'

// The rows of the routes no module registers (ADR 030): plugins/ serves metrics, the API docs, the
// built files and the single-page app, and plugins/render.ts the public pages, which get one row
// each from PUBLIC_PAGES. A module's routes have their rows beside them (modules/<m>/<m>.hardening.ts).

/** A sample request of each public page whose path has a parameter; a plain path is requested as is. */
const PAGE_SAMPLES: Record<string, Entry['request']> = {
  '/shop': at('/shop?search=jacka'),
  '/shop/*': at('/shop/finns-inte'),
  '/product/:productId': (w) => ({ url: `/product/${w.cartProduct.id}` }),
}

function pageRequest(path: string): Entry['request'] {
  const sample = PAGE_SAMPLES[path]
  if (sample) return sample
  if (/[:*]/.test(path)) throw new Error(`the public page ${path} needs a sample URL in PAGE_SAMPLES`)
  return at(path)
}

/** Matrix rows: metrics, documentation, files, the single-page app and the public pages. */
export const PLUGIN_ROWS: Rows = {
  // 404 to everyone without METRICS_TOKEN's Bearer token (plugins/metrics.ts).
  'GET /metrics': { request: at('/metrics') },
  'GET /api/docs': { request: at('/api/docs') },
  'GET /api/docs/json': { request: at('/api/docs/json') },
  'GET /api/docs/yaml': { request: at('/api/docs/yaml') },
  'GET /api/docs/static/*': { request: at('/api/docs/static/swagger-ui.css') },
  'GET /api/docs/static/index.html': { request: at('/api/docs/static/index.html') },
  'GET /api/docs/static/swagger-initializer.js': { request: at('/api/docs/static/swagger-initializer.js') },
  'GET /assets/*': { request: at('/assets/finns-inte.js') },
  'GET /*': { request: at('/mina-sidor') },
  // Pre-rendered and server-rendered storefront pages (plugins/render.ts, ADR 037): one row each.
  ...Object.fromEntries(
    PUBLIC_PAGES.map((page) => [`GET ${page.path}`, { request: pageRequest(page.path) }]),
  ),
}
