import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { createDb, type Db } from '../db/client.js'
import { createTestDatabase } from '../test/context.js'
import { createUser, TEST_PASSWORD } from '../test/factories.js'

// The headers every answer carries (issue 27), and https decided per request: from the proxy's
// X-Forwarded-Proto when TRUST_PROXY trusts that proxy, else from PUBLIC_URL.

const indexHtml = '<!doctype html><html lang="sv"><body><div id="root"></div></body></html>'
const NO_CAMERA =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(self "https://js.stripe.com" "https://checkout.stripe.com"), ' +
  'serial=(), usb=(), xr-spatial-tracking=()'

let webRoot: string
let database: Awaited<ReturnType<typeof createTestDatabase>>
let db: Db
const apps: FastifyInstance[] = []

async function appWith(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    ...env,
    DATABASE_URL: database.url,
  })
  const app = await buildApp({ config, db, logger: false, webRoot })
  await app.ready()
  apps.push(app)
  return app
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'kb-security-'))
  await writeFile(path.join(webRoot, 'index.html'), indexHtml)
  database = await createTestDatabase()
  db = createDb(database.url, 4)
})
afterAll(async () => {
  for (const app of apps) await app.close()
  await db.$client.end()
  await database.drop()
  await rm(webRoot, { recursive: true, force: true })
})

describe('headers on every answer', () => {
  it('forbids framing and every powerful browser feature on pages and API answers alike', async () => {
    const app = await appWith()
    for (const url of ['/', '/my-account', '/api/health', '/api/nothing-here']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.headers['x-frame-options'], url).toBe('DENY')
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'")
      expect(res.headers['permissions-policy'], url).toBe(NO_CAMERA)
    }
  })

  it('lets the staff pages (/admin…) use the camera of our own origin, and nothing else more', async () => {
    const app = await appWith()
    const withCamera = NO_CAMERA.replace('camera=()', 'camera=(self)')
    for (const url of ['/admin', '/admin/', '/admin/orders/12', '/ADMIN/Paket?x=1']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toBe(indexHtml)
      expect(res.headers['permissions-policy'], url).toBe(withCamera)
    }
    for (const url of ['/administrator', '/shop/admin', '/api/admin/users']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.headers['permissions-policy'], url).toBe(NO_CAMERA)
    }
  })
})

describe('https per request', () => {
  const login = async (app: FastifyInstance, headers: Record<string, string>, remoteAddress: string) => {
    const user = await createUser(db, { email: `https-${randomBytes(4).toString('hex')}@example.com` })
    return app.inject({
      method: 'POST',
      url: '/api/Authentication/authenticate',
      payload: { username: user.email, password: TEST_PASSWORD },
      headers,
      remoteAddress,
    })
  }
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'])

  it("believes the trusted proxy's X-Forwarded-Proto: https: HSTS and a Secure session cookie", async () => {
    const app = await appWith({ TRUST_PROXY: '127.0.0.1' })
    const res = await login(app, { 'x-forwarded-proto': 'https' }, '127.0.0.1')
    expect(res.statusCode).toBe(200)
    expect(cookieOf(res)).toMatch(/^Authorization=[^;]+;.*; Secure/)
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests')

    const page = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: '127.0.0.1',
    })
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')

    // Logout needs the CSRF header with a cookie session (ADR 049).
    const cookie = cookieOf(res).split(';')[0]!
    const csrf = await app.inject({ method: 'GET', url: '/api/csrfToken', headers: { cookie } })
    const logout = await app.inject({
      method: 'GET',
      url: '/api/Authentication/logout',
      headers: { 'x-forwarded-proto': 'https', cookie, 'x-csrf-token': csrf.json().token },
      remoteAddress: '127.0.0.1',
    })
    expect(logout.statusCode).toBe(200)
    expect(cookieOf(logout)).toMatch(/^Authorization=;.*; Secure/)
  })

  it('keeps plain http for the same proxy when it says http', async () => {
    const app = await appWith({ TRUST_PROXY: '127.0.0.1' })
    const res = await login(app, { 'x-forwarded-proto': 'http' }, '127.0.0.1')
    expect(res.statusCode).toBe(200)
    expect(cookieOf(res)).not.toContain('Secure')
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('ignores X-Forwarded-Proto from an address it does not trust, and with TRUST_PROXY=false', async () => {
    const trusting = await appWith({ TRUST_PROXY: '127.0.0.1' })
    const notTrusting = await appWith({ TRUST_PROXY: 'false' })
    for (const [app, address] of [
      [trusting, '10.9.8.7'],
      [notTrusting, '127.0.0.1'],
    ] as const) {
      const res = await login(app, { 'x-forwarded-proto': 'https' }, address)
      expect(res.statusCode).toBe(200)
      expect(cookieOf(res)).toMatch(/^Authorization=/)
      expect(cookieOf(res)).not.toContain('Secure')
      expect(res.headers['strict-transport-security']).toBeUndefined()
      expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests')
    }
  })

  it('treats every request as https when PUBLIC_URL is https (no proxy to ask)', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://kladbyte.example' })
    const res = await login(app, {}, '10.9.8.7')
    expect(cookieOf(res)).toContain('Secure')
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  })
})
