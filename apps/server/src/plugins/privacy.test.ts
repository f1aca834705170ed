import { Writable } from 'node:stream'
import type { RouteOptions } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, createProduct } from '../modules/catalog/catalog.fixtures.js'
import { seedSubmission } from '../modules/submissions/submissions.fixtures.js'
import { mailedToken, registrationForm } from '../modules/users/registration.fixtures.js'
import { createTestContext, type TestContext } from '../test/context.js'
import { createUser, sessionHeaders } from '../test/factories.js'

// The privacy canary (ADR 032): a member with a known personnummer, phone, e-mail and password
// goes through registration, login and password calls (right and wrong), then every GET route of
// the live route table is called as a visitor, another member, the canary and staff. Nobody but
// the canary and staff sees the canary's data, and no log line (at trace level) holds it, nor a
// password, session token, cookie or CSRF token.

const CANARY = {
  email: 'kanariefagel.privat@example.com',
  password: 'KanarieHemligt42',
  newPassword: 'NyttKanarie77',
  personnummer: ['198506122343', '19850612-2343', '8506122343', '850612-2343'],
  phone: ['070-987 65 43', '0709876543', '+46709876543'],
}

const logLines: string[] = []
const logStream = new Writable({
  write(chunk: Buffer, _enc, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean))
    done()
  },
})

let ctx: TestContext
const routes: RouteOptions[] = []
/** Every secret no log line may hold; tokens are added as they are made. */
const secrets = new Set<string>([
  CANARY.email,
  encodeURIComponent(CANARY.email),
  CANARY.password,
  CANARY.newPassword,
  ...CANARY.personnummer,
  ...CANARY.phone,
])
const personal = [CANARY.email, ...CANARY.personnummer, ...CANARY.phone]
let responsesChecked = 0

type Headers = Record<string, string>
const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload })

/** The canary's data found in a text (case-insensitive for the e-mail). */
const leaksIn = (text: string, needles: Iterable<string>) =>
  [...needles].filter((n) => text.toLowerCase().includes(n.toLowerCase()))

beforeAll(async () => {
  ctx = await createTestContext({ LOG_LEVEL: 'trace' }, { onRoute: (r) => void routes.push(r), logStream })
})
afterAll(async () => {
  await ctx?.close()
})

describe('the privacy canary', () => {
  let canary: Headers
  let canaryId: string
  const ids: Record<string, string> = {}

  it('registers, verifies, signs in and changes its password, with wrong attempts on the way', async () => {
    const form = registrationForm({
      email: CANARY.email,
      password: CANARY.password,
      confirmPassword: CANARY.password,
      socialSecurityNumber: CANARY.personnummer[1],
      phone: CANARY.phone[0],
    })
    expect((await call('POST', '/api/Users/register', {}, form)).statusCode).toBe(201)
    // Again (taken e-mail: answered alike, the owner mailed), and with a mismatched password: the
    // answers must not log the body.
    expect((await call('POST', '/api/Users/register', {}, form)).statusCode).toBe(201)
    const mismatch = { ...form, email: `x${CANARY.email}`, confirmPassword: `${CANARY.password}x` }
    expect((await call('POST', '/api/Users/register', {}, mismatch)).statusCode).toBe(400)

    const verifyToken = await mailedToken(ctx.db, CANARY.email, 'verify-email')
    secrets.add(verifyToken)
    expect((await call('POST', '/api/emailVerification/verifyEmail', {}, { token: 'fel' })).statusCode).toBe(
      400,
    )
    expect(
      (await call('POST', '/api/emailVerification/verifyEmail', {}, { token: verifyToken })).statusCode,
    ).toBe(200)

    const login = (username: string, password: string) =>
      call('POST', '/api/Authentication/authenticate', {}, { username, password })
    expect((await login(CANARY.email, `${CANARY.password}!`)).statusCode).toBe(401)
    expect((await login(`x${CANARY.email}`, CANARY.password)).statusCode).toBe(401)
    const signedIn = await login(CANARY.email, CANARY.password)
    expect(signedIn.statusCode).toBe(200)
    const token: string = signedIn.json().token
    secrets.add(token)
    expect(String(signedIn.headers['set-cookie'])).toContain(token)
    const csrf: string = (await call('GET', '/api/csrfToken', { cookie: `Authorization=${token}` })).json()
      .token
    secrets.add(csrf)
    canary = { cookie: `Authorization=${token}`, 'x-csrf-token': csrf }

    const change = (currentPassword: string, newPassword: string) =>
      call('POST', '/api/Users/changePassword', canary, {
        currentPassword,
        newPassword,
        confirmPassword: newPassword,
      })
    expect((await change(`${CANARY.password}x`, CANARY.newPassword)).statusCode).toBe(400)
    expect((await change(CANARY.password, CANARY.newPassword)).statusCode).toBeLessThan(300)
    expect(
      (await call('POST', '/api/users/lost-password', {}, { email: CANARY.email })).statusCode,
    ).toBeLessThan(300)
    const resetToken = await mailedToken(ctx.db, CANARY.email, 'reset-password')
    secrets.add(resetToken)
    const badReset = { token: 'fel', newPassword: CANARY.password, confirmPassword: CANARY.password }
    expect((await call('POST', '/api/users/reset-password', {}, badReset)).statusCode).toBe(400)
    await call('POST', '/api/Users/saveContext', canary, { phone: CANARY.phone[0], city: 'Göteborg' })
    // Mails without SMTP are logged by the outbox worker: that line must not name the canary either.
    await ctx.app.mail.flush()

    canaryId = (await call('GET', '/api/Users/UserContext', canary)).json().id
    expect(canaryId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('shows the canary its own data and staff theirs, and nobody else anything of it', async () => {
    const admin = await sessionHeaders(ctx.db, (await createUser(ctx.db, { isAdmin: true })).id)
    const other = await sessionHeaders(ctx.db, (await createUser(ctx.db)).id)
    for (const h of [admin, other]) {
      secrets.add(h['x-csrf-token'])
      secrets.add(h.cookie.replace('Authorization=', ''))
    }
    const categoryId = (await createCategory(ctx.db, { name: 'Dam' })).id
    const submission = await seedSubmission(ctx.db, canaryId, { items: [{}] })
    const itemId = submission.items[0]!.id
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#369' } })
      .jpeg()
      .toBuffer()
    const photo = await call('POST', `/api/submissions-request/item/${itemId}/images`, canary, {
      submissionRequestItemId: itemId,
      imageUrl: '',
      main: true,
      blob: jpeg.toString('base64'),
    })
    expect(photo.statusCode).toBe(201)
    Object.assign(ids, {
      submissionId: submission.id,
      itemId,
      imageId: photo.json().imageId,
      productId: (await createProduct(ctx.db, { name: 'Kappa', categoryId })).id,
      categoryId,
    })

    /** A concrete URL for a route: its parameters filled with the canary's resources. */
    const concrete = (url: string) =>
      url
        .replace(/:(\w+)/g, (_, name: string) => {
          if (name === 'width') return '320'
          if (name === 'skip') return '0'
          if (name === 'take') return '10'
          if (name === 'sort') return '0'
          if (name !== 'id') return ids[name] ?? canaryId
          if (url.startsWith('/api/submissions-request') || url.startsWith('/api/chat'))
            return ids.submissionId!
          if (/^\/api\/products\/(category|mainCategory)/.test(url)) return ids.categoryId!
          if (url.startsWith('/api/products')) return ids.productId!
          return canaryId
        })
        .replace(/\*/g, 'x')
    // Live streams never end, so an inject would never answer; the chat tests cover who may open them.
    const isStream = (r: RouteOptions) => /\/events$/.test(r.url)
    const gets = routes.filter((r) => [r.method].flat().includes('GET'))
    const streams = gets.filter(isStream).map((r) => r.url)
    const urls = [...new Set(gets.filter((r) => !isStream(r)).map((r) => concrete(r.url)))]
    // Search terms travel in the query string, which the log leaves out.
    const email = encodeURIComponent(CANARY.email)
    urls.push(`/api/users/paged?search=${email}`, `/api/products/search?search=${email}`)
    // Logging out ends the session: last, or every later call would be a visitor's.
    urls.sort((a, b) => Number(/logout/i.test(a)) - Number(/logout/i.test(b)))

    const leaks: string[] = []
    let adminSawCanary = false
    let canarySawItself = false
    for (const url of urls) {
      for (const [who, headers] of [
        ['besökare', {}],
        ['annan medlem', other],
        ['kanarie', canary],
        ['personal', admin],
      ] as const) {
        const res = await call('GET', url, headers)
        responsesChecked++
        expect(res.statusCode, `${who} GET ${url}`).toBeLessThan(500)
        const text = `${JSON.stringify(res.headers)}\n${res.body}`
        const found = leaksIn(text, personal)
        if (who === 'personal') adminSawCanary ||= found.length > 0
        else if (who === 'kanarie') canarySawItself ||= found.length > 0
        else if (found.length > 0) leaks.push(`${who} GET ${url}: ${found.join(', ')}`)
      }
    }
    expect(leaks).toEqual([])
    // The detector can see the data where it belongs: the check above could fail.
    expect(adminSawCanary).toBe(true)
    expect(canarySawItself).toBe(true)
    console.info(
      `[hardening] privacy: ${urls.length} GET routes × 4 callers; live streams left out: ${streams.join(', ')}`,
    )
  })

  it('writes no log line with the canary data, a password, a session token, a cookie or a CSRF token', () => {
    expect(logLines.length).toBeGreaterThan(100)
    const leaking = logLines
      .map((line) => ({ line, found: leaksIn(line, secrets) }))
      .filter((l) => l.found.length > 0)
      .map((l) => `${l.found.join(', ')} in ${l.line.slice(0, 300)}`)
    expect(leaking).toEqual([])
    console.info(
      `[hardening] privacy: ${responsesChecked} responses and ${logLines.length} log lines checked, 0 leaks`,
    )
  })
})
