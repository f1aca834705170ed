import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppOn, createTestContext, type TestContext } from '../test/context.js'

const TOKEN = 'skrapnyckel-0123456789abcdef'
const lines: string[] = []
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(chunk.toString())
    done()
  },
})
let ctx: TestContext
let noToken: Awaited<ReturnType<typeof createAppOn>>

beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' }, { logStream })
  noToken = await createAppOn(ctx.dbUrl)
})
afterAll(async () => {
  await noToken?.close()
  await ctx?.close()
})

const scrape = (app: TestContext['app'], authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })

describe('GET /metrics', () => {
  it('answers 404 without the token, with a wrong one, and when no token is configured', async () => {
    expect((await scrape(ctx.app)).statusCode).toBe(404)
    expect((await scrape(ctx.app, 'Bearer fel-nyckel')).statusCode).toBe(404)
    expect((await scrape(ctx.app, TOKEN)).statusCode).toBe(404)
    expect((await scrape(noToken.app, `Bearer ${TOKEN}`)).statusCode).toBe(404)
  })

  it('gives Prometheus text with requests counted under their route pattern, pool, outbox, streams and event loop', async () => {
    const id = randomUUID()
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` })).statusCode).toBe(404)
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    const res = await scrape(ctx.app, `Bearer ${TOKEN}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    const text = res.body
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/products\/:id",status_code="404"\} 1/,
    )
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} 1/)
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"')
    expect(text).not.toContain(id)
    for (const name of [
      'kladbyte_db_pool_connections{state="total"}',
      'kladbyte_db_pool_connections{state="idle"}',
      'kladbyte_db_pool_connections{state="waiting"}',
      'kladbyte_outbox_pending 0',
      'kladbyte_outbox_oldest_pending_seconds 0',
      'kladbyte_sse_open_streams 0',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(name)
  })

  it('shows a pending mail in the outbox with its age', async () => {
    await ctx.db.$client.query(
      `insert into outbox ("to", subject, text, html, created_at) values ('a@example.com', 'x', 'x', 'x', now() - interval '90 seconds')`,
    )
    const text = (await scrape(ctx.app, `Bearer ${TOKEN}`)).body
    expect(text).toContain('kladbyte_outbox_pending 1')
    const age = Number(/kladbyte_outbox_oldest_pending_seconds ([\d.]+)/.exec(text)?.[1])
    expect(age).toBeGreaterThanOrEqual(90)
  })

  it('never writes the token to the log', () => {
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.join('\n')).not.toContain('skrapnyckel')
  })
})
