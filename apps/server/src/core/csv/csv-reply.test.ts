import { get, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'

// The orders and customers exports over a real socket: 100 000 rows streamed through the cursor.
const ROWS = 100_000
const SMALL = 100
const MB = 1024 * 1024

// A full collection on demand (the flag works once set at run time; `gc` shows up in new contexts),
// so memory is measured as what is alive, not as garbage the collector has not reached yet.
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
/** Live memory: the JS heap plus buffers, after a full collection. */
const liveBytes = () => {
  gc()
  const { heapUsed, external } = process.memoryUsage()
  return heapUsed + external
}

let ctx: TestContext
let base: string
let admin: Record<string, string>

beforeAll(async () => {
  ctx = await createTestContext()
  admin = await sessionHeaders(ctx.db, (await createUser(ctx.db, { isAdmin: true })).id)
  await ctx.db.execute(sql`
    insert into users (email, password_hash, first_name, last_name, phone, address, city, postal_code, personnummer)
    select 'kund' || g || '@example.com', 'x', 'Förnamn ' || g, 'Efternamn', '070-123 45 67', 'Storgatan ' || g,
      'Stockholm', '111 22', '198112189876'
    from generate_series(1, ${ROWS}) g`)
  // 100 000 orders of one customer, the first 100 'Behandlas' (status 1): the small export's filter.
  await ctx.db.execute(sql`
    insert into orders (user_id, status, total_points, created_at)
    select (select id from users where email = 'kund1@example.com'), case when g <= ${SMALL} then 1 else 0 end,
      g % 500, now() - g * interval '1 minute'
    from generate_series(1, ${ROWS}) g`)
  await ctx.app.listen({ host: '127.0.0.1', port: 0 })
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`
}, 120_000)
afterAll(() => ctx.close())

const request = (path: string) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    get(`${base}${path}`, { headers: { cookie: admin.cookie! } }, resolve).on('error', reject)
  })

/** The export's database sessions that are not idle: an open cursor or a running query. */
async function busyExportSessions(): Promise<number> {
  const { rows } = await ctx.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and pid <> pg_backend_pid()
      and query like '%from users u%' and state <> 'idle'`)
  return rows[0]!.n
}

async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`never: ${what}`)
}

/**
 * Downloads an export and returns how far live memory (server and client share this process) rose
 * above what it was before, sampled after a full collection every `SAMPLE_LINES` lines.
 */
async function exportGrowth(path: string) {
  const SAMPLE_LINES = 5_000
  const before = liveBytes()
  let peak = before
  let lines = 0
  let nextSample = 0
  let last = ''
  const res = await request(path)
  expect(res.statusCode).toBe(200)
  for await (const chunk of res as AsyncIterable<Buffer>) {
    const text = chunk.toString('latin1')
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++
    last = text
    if (lines >= nextSample) {
      peak = Math.max(peak, liveBytes())
      nextSample += SAMPLE_LINES
    }
  }
  return { growthMb: (peak - before) / MB, lines, last }
}

describe('CSV export streaming', () => {
  // Measured on a 2-core VM (Node 20, embedded PostgreSQL 18), live memory above the start:
  // streamed, orders +0.1 MB for 100 rows and +2.9–3.2 MB for 100 000, customers +0.1 and
  // +3.9–4.2 MB; the same exports reading every row first (one plain query, then written out)
  // +35 MB (orders) and +47 MB (customers). The bound, 15 MB more than the small export, sits
  // between the two with room either way.
  it.each([
    ['orders', '/api/orders/export.csv', '?status=1', SMALL],
    ['customers', '/api/users/export.csv', '?search=kund100', 112],
  ])('exports 100 000 %s in no more memory than 100', async (what, path, smallFilter, smallRows) => {
    await exportGrowth(`${path}${smallFilter}`) // warm-up: code compiled, pool connection opened
    const small = await exportGrowth(`${path}${smallFilter}`)
    const large = await exportGrowth(path)
    console.info(
      `CSV export of ${what}: live memory +${small.growthMb.toFixed(1)} MB for ${small.lines - 1} rows, +${large.growthMb.toFixed(1)} MB for ${large.lines - 1}`,
    )
    expect(small.lines - 1).toBe(smallRows)
    expect(large.lines).toBeGreaterThanOrEqual(ROWS + 1)
    expect(large.last.endsWith('\r\n')).toBe(true)
    expect(large.growthMb - small.growthMb).toBeLessThan(15)
  })

  it('closes the cursor when the client leaves mid-stream, and the next export works', async () => {
    const res = await request('/api/users/export.csv')
    // Read one chunk, then stop reading: the server waits for the socket, the cursor stays open.
    await new Promise<void>((resolve) => res.once('data', () => resolve()))
    res.pause()
    await eventually(async () => (await busyExportSessions()) === 1, 'the export holds its cursor open')
    res.destroy()
    await eventually(async () => (await busyExportSessions()) === 0, 'the cursor closes after the abort')

    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/export.csv?search=kund99999@',
      headers: admin,
    })
    expect(again.statusCode).toBe(200)
    expect(again.payload.split('\r\n').filter(Boolean)).toHaveLength(2)
  })

  it('answers HEAD with the download headers and no open cursor, and only to staff', async () => {
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/users/export.csv', headers: admin })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(head.payload).toBe('')
    await eventually(async () => (await busyExportSessions()) === 0, 'HEAD leaves no cursor open')
    expect((await ctx.app.inject({ method: 'HEAD', url: '/api/users/export.csv' })).statusCode).toBe(401)
  })

  it('serves parallel exports, each whole, while the pool keeps answering other calls', async () => {
    // kund1000, kund10000–kund10009 and kund100000: 12 customers per export.
    // More than the pool's 20 connections: later exports run only on connections given back.
    const exports = Array.from({ length: 30 }, () =>
      ctx.app.inject({ method: 'GET', url: '/api/users/export.csv?search=kund1000', headers: admin }),
    )
    const other = ctx.app.inject({ method: 'GET', url: '/api/health' })
    const answers = await Promise.all(exports)
    expect((await other).statusCode).toBe(200)
    for (const res of answers) {
      expect(res.statusCode).toBe(200)
      expect(res.payload.split('\r\n').filter(Boolean)).toHaveLength(13)
    }
    await eventually(async () => (await busyExportSessions()) === 0, 'every export closed its cursor')
  })
})
