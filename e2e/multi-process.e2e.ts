import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppChild, spawnApp, waitReady } from './multi-server.js'

// Several processes on one database (issue 21, ADR 040): three built servers started at the same
// moment on one fresh PostgreSQL (embedded, started here, passed as DATABASE_URL), then limits
// counted across two of them and the third one's SIGTERM drain. The category cache across
// processes is proven with two app instances in apps/server/src/plugins/cache-bus.test.ts.

type StartEmbedded = (dir: string) => Promise<{ url: string; stop(): Promise<void> }>
const embeddedModule = new URL('../apps/server/dist/db/embedded.js', import.meta.url).href
const journal = JSON.parse(
  readFileSync(new URL('../apps/server/src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: unknown[] }

let dir: string
let database: { url: string; stop(): Promise<void> } | undefined
let apps: AppChild[] = []
let member: { id: string; token: string } | undefined

const query = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => {
  const client = new pg.Client({ connectionString: database!.url })
  await client.connect()
  try {
    return (await client.query<T>(sql, params)).rows
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'kb-multi-'))
  // As root the embedded PostgreSQL runs as `postgres`, which must reach its folder inside ours.
  await chmod(dir, 0o755)
  const { startEmbeddedPostgres } = (await import(embeddedModule)) as { startEmbeddedPostgres: StartEmbedded }
  database = await startEmbeddedPostgres(path.join(dir, 'db'))
})

afterAll(async () => {
  await Promise.all(apps.map((a) => a.stop()))
  await database?.stop()
  await rm(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
})

const post = (app: AppChild, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.baseUrl}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

const contact = (from: string) => ({
  body: { name: 'Stina Svensson', email: 'stina@example.com', message: 'Hej! När kommer nya barnkläder?' },
  headers: { 'x-forwarded-for': from },
})

describe('three processes on one PostgreSQL', () => {
  it('all start together on a fresh database; each migration is applied once', {
    timeout: 90_000,
  }, async () => {
    apps = await Promise.all(
      [0, 1, 2].map((i) =>
        spawnApp({
          databaseUrl: database!.url,
          dir: path.join(dir, `app-${i}`),
          // TRUST_PROXY: the tests name the client address (X-Forwarded-For) as a balancer would.
          env: { TRUST_PROXY: 'true', SHUTDOWN_DELAY_MS: '1500', ADMIN_EMAILS: 'personal@example.com' },
        }),
      ),
    )
    await Promise.all(apps.map((a) => waitReady(a)))
    const [applied] = await query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    )
    expect(applied).toEqual({ n: journal.entries.length, distinct: journal.entries.length })
    for (const app of apps) expect(app.child.exitCode).toBeNull()
  })

  it('the contact limit is 10 in total over two processes, not 10 each', async () => {
    const [a, b] = apps as [AppChild, AppChild]
    const { body, headers } = contact('203.0.113.7')
    for (let i = 0; i < 10; i++) {
      const res = await post(i % 2 === 0 ? a : b, '/api/contact/form', body, headers)
      expect(res.status).toBe(201)
    }
    for (const app of [a, b]) {
      const res = await post(app, '/api/contact/form', body, headers)
      expect(res.status).toBe(429)
      expect((await res.json()).message).toMatch(/Vänta en stund/)
    }
    // Another address still gets through.
    expect((await post(b, '/api/contact/form', body, contact('203.0.113.8').headers)).status).toBe(201)
  })

  it('the login throttle counts 5 failed attempts per account in total over two processes, then waits (ADR 048)', async () => {
    const [a, b] = apps as [AppChild, AppChild]
    const attempt = { username: 'nagon@example.com', password: 'fel-losenord' }
    for (let i = 0; i < 5; i++) {
      const res = await post(i % 2 === 0 ? b : a, '/api/Authentication/authenticate', attempt)
      expect(res.status).toBe(401)
    }
    for (const app of [a, b]) {
      const res = await post(app, '/api/Authentication/authenticate', attempt)
      expect(res.status).toBe(429)
      const wait = Number(res.headers.get('retry-after'))
      expect(wait).toBeGreaterThan(0)
      expect(wait).toBeLessThanOrEqual(30)
      expect((await res.json()).message).toBe(`För många försök. Vänta ${wait} sekunder och försök igen.`)
    }
  })

  it('the chat send limit is 20 a minute per account in total over two processes', async () => {
    const [a, b] = apps as [AppChild, AppChild]
    member = await createMember()
    const [sub] = await query<{ id: string }>(
      'insert into submission_requests (user_id, status, submitted_at) values ($1, 2, now()) returning id',
      [member.id],
    )
    const auth = { authorization: `Bearer ${member.token}` }
    const send = (app: AppChild, i: number) =>
      post(app, '/api/chat', { submissionRequestId: sub!.id, sender: 'user', message: `Hej ${i}` }, auth)
    for (let i = 0; i < 20; i++) expect((await send(i % 2 === 0 ? a : b, i)).status).toBe(201)
    for (const app of [a, b]) {
      const res = await send(app, 99)
      expect(res.status).toBe(429)
      expect((await res.json()).message).toMatch(/Vänta en stund/)
    }
  })

  it('on SIGTERM: ready 503, no new connections, the request in flight finishes, SSE gets a reconnect hint, exit 0 within 10 s', {
    timeout: 30_000,
  }, async () => {
    const app = apps[2]!
    const token = member!.token

    // An open live stream.
    let streamed = ''
    const streamEnded = new Promise<void>((resolve, reject) => {
      http
        .get(`${app.baseUrl}/api/chat/events`, { headers: { authorization: `Bearer ${token}` } }, (res) => {
          res.setEncoding('utf8')
          res.on('data', (c: string) => {
            streamed += c
          })
          res.on('end', resolve)
          res.on('error', reject)
        })
        .on('error', reject)
    })
    await until(async () => streamed.includes(': connected'))

    // A request in flight: its headers and half its body are sent before the signal.
    const payload = JSON.stringify(contact('203.0.113.9').body)
    const half = Math.floor(payload.length / 2)
    let answer: { status: number; body: string } | undefined
    const inFlight = http.request(`${app.baseUrl}/api/contact/form`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        'x-forwarded-for': '203.0.113.9',
      },
    })
    const answered = new Promise<void>((resolve, reject) => {
      inFlight.on('response', (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c: string) => {
          body += c
        })
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, body }
          resolve()
        })
      })
      inFlight.on('error', reject)
    })
    await new Promise<void>((resolve) => inFlight.write(payload.slice(0, half), () => resolve()))
    await until(async () => inFlight.socket?.bytesWritten !== undefined && inFlight.socket.bytesWritten > 0)

    const signalled = Date.now()
    app.child.kill('SIGTERM')

    // While draining the process still answers, but ready says 503 so a balancer takes it out.
    await until(async () => {
      const res = await fetch(`${app.baseUrl}/api/ready`).catch(() => null)
      return res?.status === 503 && (await res.json()).reason === 'shutting_down'
    })
    // Then it stops accepting connections ...
    await until(
      async () =>
        !(await fetch(`${app.baseUrl}/api/health`).then(
          () => true,
          () => false,
        )),
    )
    // ... but the request already in flight is finished and answered.
    inFlight.end(payload.slice(half))
    await answered
    expect(answer?.status).toBe(201)
    expect(JSON.parse(answer!.body)).toMatchObject({ success: true })

    await streamEnded
    expect(streamed).toContain('retry: 1000\nevent: reconnect\ndata: {}\n\n')

    expect(await app.exited).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(10_000)
    const [stored] = await query<{ n: number }>(
      "select count(*)::int as n from contact_messages where message like 'Hej!%'",
    )
    expect(stored?.n).toBe(12)
  })
})

/** A member with a Bearer session, written straight to the database (no password hashing needed). */
async function createMember(): Promise<{ id: string; token: string }> {
  const token = randomBytes(24).toString('base64url')
  const [user] = await query<{ id: string }>(
    `insert into users (email, password_hash, first_name, last_name, personnummer, email_verified)
     values ('medlem@example.com', 'not-a-hash', 'Medlem', 'Flera', '198112189876', true) returning id`,
  )
  await query(
    `insert into sessions (token_hash, user_id, csrf_token, expires_at) values ($1, $2, 'csrf', now() + interval '1 day')`,
    [createHash('sha256').update(token).digest('hex'), user!.id],
  )
  return { id: user!.id, token }
}

/** Asks until `check` passes (conditions, never fixed sleeps; the test's timeout bounds it). */
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 25))
}
