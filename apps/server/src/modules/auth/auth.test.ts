import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../db/schema/index.js'
import { hashToken, SESSION_TTL_MS } from '../../plugins/session.store.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders, TEST_PASSWORD } from '../../test/factories.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

// Each test logs in from its own address so the per-address limit never leaks between tests.
const newAddress = () => `10.20.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
const login = (payload: unknown, remoteAddress = newAddress(), headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Authentication/authenticate',
    payload: payload as object,
    remoteAddress,
    headers,
  })
interface SetCookie {
  name: string
  value: string
  httpOnly?: boolean
  secure?: boolean
  sameSite?: string
  path?: string
  maxAge?: number
  expires?: Date
}
const sessionCookie = (res: { cookies: unknown[] }) =>
  (res.cookies as SetCookie[]).find((c) => c.name === 'Authorization')

describe('POST /api/Authentication/authenticate', () => {
  it('signs in with e-mail (any case) and password, answering the token and setting the cookie', async () => {
    const user = await createUser(ctx.db, { email: 'Kalle.Karlsson@example.com' })
    const before = Date.now()
    const res = await login({ username: '  KALLE.karlsson@EXAMPLE.com ', password: TEST_PASSWORD })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toEqual({ token: expect.any(String), expiresAt: expect.any(String) })
    expect(body.token).toMatch(/^[\w-]{43}$/)
    const expires = Date.parse(body.expiresAt)
    expect(expires).toBeGreaterThanOrEqual(before + SESSION_TTL_MS - 1000)
    expect(expires).toBeLessThanOrEqual(Date.now() + SESSION_TTL_MS)

    const cookie = sessionCookie(res)!
    expect(cookie.value).toBe(body.token)
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
    })
    expect(cookie.secure).toBeUndefined()
    // Only the hash of the token is stored.
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(body.token)])
  })

  it("answers 401 'Fel email eller lösenord' alike for a wrong password and an unknown e-mail", async () => {
    const user = await createUser(ctx.db)
    const wrong = await login({ username: user.email, password: 'fel-lösenord' })
    const unknown = await login({ username: 'finns-inte@example.com', password: TEST_PASSWORD })
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'Fel email eller lösenord' })
      expect(sessionCookie(res)).toBeUndefined()
    }
  })

  it('asks for the missing field in Swedish', async () => {
    const cases: [unknown, string][] = [
      [{ password: TEST_PASSWORD }, 'Fyll i email adress'],
      [{ username: '   ', password: TEST_PASSWORD }, 'Fyll i email adress'],
      [{ username: 'a@example.com' }, 'Fyll i lösenord'],
      [{ username: 'a@example.com', password: '' }, 'Fyll i lösenord'],
      [{}, 'Fyll i email adress'],
    ]
    for (const [payload, message] of cases) {
      const res = await login(payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: 'validation', message })
    }
  })

  it('replaces the old session when a signed-in browser signs in again', async () => {
    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    const res = await login({ username: user.email, password: TEST_PASSWORD }, newAddress(), headers)
    expect(res.statusCode).toBe(200)
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(res.json().token)])
  })
})

describe('session check, CSRF token and logout', () => {
  it('validatetoken answers 200 with a session and 401 without or with a stale one', async () => {
    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/Authentication/validatetoken', headers })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toEqual({ valid: true })

    for (const h of [{}, { cookie: 'Authorization=not-a-session' }, { authorization: 'Bearer nope' }]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/Authentication/validatetoken',
        headers: h,
      })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ error: 'unauthorized', message: expect.any(String) })
    }
  })

  it('validatetoken answers 401 once the session has expired', async () => {
    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id))
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Authentication/validatetoken', headers })
    expect(res.statusCode).toBe(401)
  })

  it("csrfToken is null for a visitor and the session's token when signed in", async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/csrfToken' })
    expect(visitor.statusCode).toBe(200)
    expect(visitor.json()).toEqual({ token: null })

    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/csrfToken',
      headers: { cookie: headers.cookie },
    })
    expect(res.json()).toEqual({ token: headers['x-csrf-token'] })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('logout deletes the session and clears the cookie; it also answers 200 without a session', async () => {
    const user = await createUser(ctx.db)
    const signIn = await login({ username: user.email, password: TEST_PASSWORD })
    const cookie = `Authorization=${signIn.json().token}`
    const csrf = (await ctx.app.inject({ method: 'GET', url: '/api/csrfToken', headers: { cookie } })).json()

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Authentication/logout',
      headers: { cookie, 'x-csrf-token': csrf.token },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true })
    const cleared = sessionCookie(res)!
    expect(cleared.value).toBe('')
    expect(cleared).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' })
    expect(new Date(cleared.expires!).getTime()).toBeLessThanOrEqual(Date.now())
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])

    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/Authentication/validatetoken',
      headers: { cookie },
    })
    expect(after.statusCode).toBe(401)
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/Authentication/logout' })
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.json()).toEqual({ success: true })
  })
})

describe('logout and CSRF', () => {
  const logout = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: '/api/Authentication/logout', headers })
  const valid = async (headers: Record<string, string>) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/Authentication/validatetoken', headers })).statusCode

  it('refuses a cookie logout without the X-CSRF-Token header (another site cannot sign anyone out)', async () => {
    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    for (const token of [undefined, 'fel-token-0123456789']) {
      const res = await logout(
        token ? { cookie: headers.cookie, 'x-csrf-token': token } : { cookie: headers.cookie },
      )
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({
        error: 'forbidden',
        message: 'Ogiltig eller saknad säkerhetstoken (CSRF). Ladda om sidan och försök igen.',
      })
      expect(sessionCookie(res)).toBeUndefined()
      expect(await valid({ cookie: headers.cookie })).toBe(200)
    }

    // Nor through HEAD, the automatic twin of the GET, which runs the same handler.
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: '/api/Authentication/logout',
      headers: { cookie: headers.cookie },
    })
    expect(head.statusCode).toBe(403)
    expect(await valid({ cookie: headers.cookie })).toBe(200)

    const out = await logout(headers)
    expect(out.statusCode).toBe(200)
    expect(sessionCookie(out)!.value).toBe('')
    expect(await valid({ cookie: headers.cookie })).toBe(401)
  })

  it('needs no header with a Bearer token or without any session', async () => {
    const user = await createUser(ctx.db)
    const { cookie } = await sessionHeaders(ctx.db, user.id)
    const authorization = `Bearer ${cookie.replace('Authorization=', '')}`
    expect((await logout({ authorization })).statusCode).toBe(200)
    expect(await valid({ authorization })).toBe(401)
    // A stale cookie is no session: the browser is told to forget it.
    const stale = await logout({ cookie })
    expect(stale.statusCode).toBe(200)
    expect(sessionCookie(stale)!.value).toBe('')
  })
})

describe('bearer token and CSRF', () => {
  const save = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Users/saveContext',
      headers,
      payload: { firstName: 'Ny', lastName: 'Namn' },
    })

  it('accepts the login token as a Bearer header, without a CSRF header', async () => {
    const user = await createUser(ctx.db)
    const { token } = (await login({ username: user.email, password: TEST_PASSWORD })).json()
    const headers = { authorization: `Bearer ${token}` }
    const context = await ctx.app.inject({ method: 'GET', url: '/api/Users/UserContext', headers })
    expect(context.statusCode).toBe(200)
    expect(context.json().id).toBe(user.id)
    const res = await save(headers)
    expect(res.statusCode).toBe(200)
    expect(res.json().firstName).toBe('Ny')
  })

  it('refuses a cookie-authenticated unsafe call with a missing or wrong CSRF header (403)', async () => {
    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    const attempts: Record<string, string>[] = [
      { cookie: headers.cookie },
      { cookie: headers.cookie, 'x-csrf-token': 'fel-token' },
    ]
    for (const h of attempts) {
      const res = await save(h)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ error: 'forbidden', message: expect.stringMatching(/CSRF/) })
    }
    const ok = await save(headers)
    expect(ok.statusCode).toBe(200)
  })

  it("does not accept another session's CSRF token", async () => {
    const a = await createUser(ctx.db)
    const b = await createUser(ctx.db)
    const ha = await sessionHeaders(ctx.db, a.id)
    const hb = await sessionHeaders(ctx.db, b.id)
    const res = await save({ cookie: ha.cookie, 'x-csrf-token': hb['x-csrf-token'] })
    expect(res.statusCode).toBe(403)
  })
})

describe('cookie behind https', () => {
  it('marks the session and device cookies Secure when PUBLIC_URL is https', async () => {
    const https = await createTestContext({ PUBLIC_URL: 'https://kladbyte.example' })
    try {
      const user = await createUser(https.db)
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/Authentication/authenticate',
        payload: { username: user.email, password: TEST_PASSWORD },
      })
      expect(res.statusCode).toBe(200)
      expect(sessionCookie(res)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' })
      // The device cookie (ADR 048) follows the session cookie's Secure decision.
      const device = (res.cookies as SetCookie[]).find((c) => c.name === 'Device')
      expect(device).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Strict' })
      const out = await https.app.inject({
        method: 'GET',
        url: '/api/Authentication/logout',
        headers: { authorization: `Bearer ${res.json().token}` },
      })
      expect(sessionCookie(out)).toMatchObject({ secure: true, value: '' })
    } finally {
      await https.close()
    }
  })
})
