import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailTokens, outbox, sessions } from '../../db/schema/index.js'
import { hashToken } from '../../plugins/session.store.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders, TEST_PASSWORD } from '../../test/factories.js'
import { LOST_PASSWORD_MIN_MS } from './password-reset.service.js'
import { mailedToken } from './registration.fixtures.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const SENT = { success: true, message: 'Återsätllningslänk har skickats till din email.' }
const newAddress = () => `10.30.${randomBytes(1)[0]}.${randomBytes(1)[0]}`

/** The spec's client sends the e-mail as a raw JSON string. */
const lostPassword = (body: string, contentType = 'application/json') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/lost-password',
    headers: { 'content-type': contentType },
    payload: body,
    remoteAddress: newAddress(),
  })
const resetPassword = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/reset-password', payload: payload as object })
const login = (username: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Authentication/authenticate',
    payload: { username, password },
    remoteAddress: newAddress(),
  })

const resetToken = (to: string) => mailedToken(ctx.db, to, 'reset-password')
const newPassword = (token: string, password = 'NyttLösen99') => ({
  token,
  newPassword: password,
  confirmPassword: password,
})

describe('POST /api/users/lost-password', () => {
  it('mails a hashed, one-hour reset link for the raw JSON string body', async () => {
    const user = await createUser(ctx.db)
    const res = await lostPassword(JSON.stringify(`  ${user.email.toUpperCase()} `))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual(SENT)

    const token = await resetToken(user.email)
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.to, user.email))
    expect(mail!.subject).toMatch(/Återställ ditt lösenord/)
    expect(mail!.text).toContain(`http://localhost:3000/reset-password/${token}`)
    expect(mail!.html).toContain(`http://localhost:3000/reset-password/${token}`)
    const [stored] = await ctx.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id))
    expect(stored).toMatchObject({ tokenHash: hashToken(token), purpose: 'reset-password', usedAt: null })
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(59)
    expect(minutes).toBeLessThanOrEqual(60)
  })

  it('also accepts { email } and a text/plain body', async () => {
    const a = await createUser(ctx.db)
    const b = await createUser(ctx.db)
    expect((await lostPassword(JSON.stringify({ email: a.email }))).json()).toEqual(SENT)
    expect((await lostPassword(b.email, 'text/plain')).json()).toEqual(SENT)
    await resetToken(a.email)
    await resetToken(b.email)
  })

  it('answers an unknown e-mail exactly alike, in no less time, and mails nothing', async () => {
    const user = await createUser(ctx.db)
    const t0 = performance.now()
    const known = await lostPassword(JSON.stringify(user.email))
    const t1 = performance.now()
    const unknown = await lostPassword(JSON.stringify('ingen-har-denna@example.com'))
    const t2 = performance.now()
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.body).toBe(known.body)
    expect(t1 - t0).toBeGreaterThanOrEqual(LOST_PASSWORD_MIN_MS - 5)
    expect(t2 - t1).toBeGreaterThanOrEqual(LOST_PASSWORD_MIN_MS - 5)
    expect(await ctx.db.select().from(outbox).where(eq(outbox.to, 'ingen-har-denna@example.com'))).toEqual([])
  })

  it.each([
    ['""', 'Fyll i email adress'],
    ['"   "', 'Fyll i email adress'],
    ['{}', 'Fyll i email adress'],
    ['"inte en adress"', 'Ange en giltig e-postadress.'],
  ])('answers %s with 400', async (body, message) => {
    const res = await lostPassword(body)
    expect(res.statusCode).toBe(400)
    // The body is the address itself, so the field has no name.
    expect(res.json()).toEqual({ error: 'validation', message, fields: [{ field: '', message }] })
  })
})

describe('POST /api/users/reset-password', () => {
  it('sets the new password once, ends every session and retires older links', async () => {
    const user = await createUser(ctx.db)
    const signedIn = await sessionHeaders(ctx.db, user.id)
    await lostPassword(JSON.stringify(user.email))
    const older = await resetToken(user.email)
    await lostPassword(JSON.stringify(user.email))
    const token = await resetToken(user.email)
    expect(token).not.toBe(older)

    const res = await resetPassword(newPassword(token))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: expect.stringMatching(/lösenord har ändrats/) })
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
    const ctxRes = await ctx.app.inject({ method: 'GET', url: '/api/Users/UserContext', headers: signedIn })
    expect(ctxRes.statusCode).toBe(401)

    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401)
    expect((await login(user.email, 'NyttLösen99')).statusCode).toBe(200)

    for (const t of [token, older]) {
      const again = await resetPassword(newPassword(t, 'TredjeLösen1'))
      expect(again.statusCode).toBe(400)
      expect(again.json()).toMatchObject({ error: 'bad_request', message: expect.stringMatching(/ogiltig/) })
    }
    expect((await login(user.email, 'NyttLösen99')).statusCode).toBe(200)
  })

  it('voids an unused older link when a newer one is sent: only the newest works', async () => {
    const user = await createUser(ctx.db)
    await lostPassword(JSON.stringify(user.email))
    const first = await resetToken(user.email)
    await lostPassword(JSON.stringify(user.email))
    const second = await resetToken(user.email)

    const refused = await resetPassword(newPassword(first, 'FörstaLänken1'))
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      error: 'bad_request',
      message:
        'Länken för att återställa lösenordet är ogiltig, redan använd eller har gått ut. Begär en ny länk.',
    })
    expect((await login(user.email, 'FörstaLänken1')).statusCode).toBe(401)

    expect((await resetPassword(newPassword(second))).statusCode).toBe(200)
    expect((await login(user.email, 'NyttLösen99')).statusCode).toBe(200)
  })

  it('refuses an expired link', async () => {
    const user = await createUser(ctx.db)
    await lostPassword(JSON.stringify(user.email))
    const token = await resetToken(user.email)
    await ctx.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'reset-password')))
    const res = await resetPassword(newPassword(token))
    expect(res.statusCode).toBe(400)
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses unknown links and verification links', async () => {
    const user = await createUser(ctx.db)
    const verifyToken = 'en-verifieringskod-och-inte-en-aterstallning-42'
    await ctx.db.insert(emailTokens).values({
      tokenHash: hashToken(verifyToken),
      userId: user.id,
      purpose: 'verify-email',
      expiresAt: new Date(Date.now() + 60_000),
    })
    for (const token of ['okand', verifyToken]) {
      const res = await resetPassword(newPassword(token))
      expect(res.statusCode).toBe(400)
    }
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200)
  })

  it.each([
    [{ newPassword: 'kort', confirmPassword: 'kort' }, 'Lösenordet måste vara minst 8 tecken långt.'],
    [{ newPassword: 'NyttLösen99', confirmPassword: 'NyttLösen98' }, 'Lösenorden matchar inte.'],
    [{ newPassword: '', confirmPassword: '' }, 'Fyll i nytt lösenord.'],
    [{ token: '' }, 'Länken saknar kod.'],
  ])('applies the password rules (%o) and leaves the link usable', async (overrides, message) => {
    const user = await createUser(ctx.db)
    await lostPassword(JSON.stringify(user.email))
    const token = await resetToken(user.email)
    const res = await resetPassword({ ...newPassword(token), ...overrides })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation', message })
    expect((await resetPassword(newPassword(token))).statusCode).toBe(200)
  })

  it('lets exactly one of several parallel uses of a link through', async () => {
    const user = await createUser(ctx.db)
    await lostPassword(JSON.stringify(user.email))
    const token = await resetToken(user.email)
    const results = await Promise.all(
      ['ForstaLösen1', 'AndraLösen22', 'TredjeLösen3'].map((p) => resetPassword(newPassword(token, p))),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400])
  })
})

describe('documentation', () => {
  it('documents the reset call the spec leaves out in OpenAPI', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })
    const op = res.json().paths['/api/users/reset-password'].post
    expect(op.summary).toMatch(/nytt lösenord/)
    const schema = op.requestBody.content['application/json'].schema
    expect(schema.required).toEqual(['token', 'newPassword', 'confirmPassword'])
    expect(schema.properties.newPassword.minLength).toBe(8)
    // Its own 200 and 400, and the errors any call with a body can give (plugins/swagger.ts).
    expect(Object.keys(op.responses)).toEqual(['200', '400', '413', '415', '500'])
  })
})
