import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { notFound } from '../lib/errors.js'

const OUTBOX_QUERY = `select count(*)::int as n,
  coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
  from outbox where status = 'pending'`

/** Compared as hashes: equal lengths for timingSafeEqual, and no early exit that times the token. */
function tokenMatches(req: FastifyRequest, token: string): boolean {
  const header = req.headers.authorization ?? ''
  const given = header.startsWith('Bearer ') ? header.slice(7) : ''
  const digest = (v: string) => createHash('sha256').update(v).digest()
  return given.length > 0 && timingSafeEqual(digest(given), digest(token))
}

/** The process's gauges; each reads its source only when scraped. */
function createRegistry(app: FastifyInstance): Registry {
  const register = new Registry()
  // Event-loop lag, heap, CPU and handles come with the defaults.
  collectDefaultMetrics({ register })
  const pool = app.db.$client
  new Gauge({
    name: 'kladbyte_db_pool_connections',
    help: 'Connections of the process pool by state (total, idle, waiting clients)',
    labelNames: ['state'],
    registers: [register],
    collect() {
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })
  // Both outbox gauges come from one statement (on outbox_pending_idx) per scrape.
  let outbox: Promise<{ n: number; age: number }> | undefined
  const readOutbox = () => {
    outbox ??= pool
      .query<{ n: number; age: number }>(OUTBOX_QUERY)
      .then(({ rows }) => rows[0] ?? { n: 0, age: 0 })
    return outbox.finally(() => {
      outbox = undefined
    })
  }
  new Gauge({
    name: 'kladbyte_outbox_pending',
    help: 'Mails waiting in the outbox',
    registers: [register],
    async collect() {
      this.set((await readOutbox()).n)
    },
  })
  new Gauge({
    name: 'kladbyte_outbox_oldest_pending_seconds',
    help: 'Age of the oldest mail waiting in the outbox (0 when none)',
    registers: [register],
    async collect() {
      this.set((await readOutbox()).age)
    },
  })
  new Gauge({
    name: 'kladbyte_sse_open_streams',
    help: 'Open chat live streams (Server-Sent Events) of this process',
    registers: [register],
    collect() {
      this.set(app.hasDecorator('chatStreamCount') ? app.chatStreamCount() : 0)
    },
  })
  return register
}

/**
 * `GET /metrics` in Prometheus text format, only with METRICS_TOKEN set and sent as a Bearer
 * token; anything else answers 404 as if there were no such page. Requests are counted by route
 * pattern (never the raw URL, whose ids would make a series per garment) and status.
 */
export const metricsPlugin = fp(
  async (app) => {
    const token = app.config.METRICS_TOKEN
    const register = token ? createRegistry(app) : undefined
    if (register) {
      const labelNames = ['method', 'route', 'status_code']
      const requests = new Counter({
        name: 'http_requests_total',
        help: 'Requests answered, by route pattern and status',
        labelNames,
        registers: [register],
      })
      const duration = new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Time to answer, by route pattern and status',
        labelNames,
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [register],
      })
      app.addHook('onResponse', async (req, reply) => {
        const labels = {
          method: req.method,
          route: req.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        }
        requests.inc(labels)
        duration.observe(labels, reply.elapsedTime / 1000)
      })
    }
    app.get(
      '/metrics',
      {
        // Its own token check below; scrapes stay out of the request log.
        config: { access: 'public' },
        logLevel: 'warn',
        schema: { hide: true },
      },
      async (req, reply) => {
        if (!register || !token || !tokenMatches(req, token)) throw notFound()
        reply.header('cache-control', 'no-store').type(register.contentType)
        return register.metrics()
      },
    )
  },
  { name: 'metrics', dependencies: ['config', 'db', 'auth'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat module's count of this process's open live streams (read by /metrics). */
    chatStreamCount: () => number
  }
}
