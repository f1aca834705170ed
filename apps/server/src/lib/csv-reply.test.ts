import { get, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/context.js'
import { createUser, sessionHeaders } from '../test/factories.js'

// The customers export over a real socket: 100 000 rows streamed through the cursor.
const ROWS = 100_000
const MB = 1024 * 1024

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

describe('CSV export streaming', () => {
  it('streams 100 000 rows with bounded memory, every row once', async () => {
    const before = process.memoryUsage().heapUsed
    let peak = before
    let lines = 0
    let last = ''
    const res = await request('/api/users/export.csv')
    expect(res.statusCode).toBe(200)
    for await (const chunk of res as AsyncIterable<Buffer>) {
      const text = chunk.toString('latin1')
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++
      last = text
      peak = Math.max(peak, process.memoryUsage().heapUsed)
    }
    const growth = (peak - before) / MB
    console.info(`CSV export of ${ROWS} rows: heap growth at most ${growth.toFixed(1)} MB`)
    expect(lines).toBe(ROWS + 1)
    expect(last.endsWith('\r\n')).toBe(true)
    // Streamed: about 16 MB; the same rows read into memory first: about 62 MB.
    expect(growth).toBeLessThan(40)
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
