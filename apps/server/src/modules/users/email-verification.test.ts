import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emailTokens, pointsLedger, users } from '../../db/schema/index.js'
import { hashToken } from '../../plugins/session.store.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { registrationForm as form, mailedToken } from './registration.fixtures.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ WELCOME_POINTS: '150' })
})
afterAll(() => ctx.close())

const register = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/Users/register', payload: payload as object })
const verify = (token: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/emailVerification/verifyEmail', payload: { token } })
const verificationToken = (to: string) => mailedToken(ctx.db, to, 'verify-email')

describe('POST /api/emailVerification/verifyEmail', () => {
  it('verifies once and credits the welcome points once', async () => {
    const { data } = (await register(form())).json()
    const token = await verificationToken(data.email)
    const res = await verify(token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Email verifierad.' })
    const [row] = await ctx.db.select().from(users).where(eq(users.id, data.id))
    expect(row!.emailVerified).toBe(true)

    const again = await verify(token)
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ error: 'bad_request', message: 'Kunde inte verifiera email.' })
    const ledger = await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, data.id))
    expect(ledger).toEqual([
      expect.objectContaining({ delta: 150, reason: 'welcome', sourceRef: `welcome:${data.id}` }),
    ])
  })

  it('credits the points once when the same token is used in parallel', async () => {
    const { data } = (await register(form())).json()
    const token = await verificationToken(data.email)
    const results = await Promise.all(Array.from({ length: 6 }, () => verify(token)))
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5)
    const ledger = await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, data.id))
    expect(ledger.map((l) => l.delta)).toEqual([150])

    // What the member sees after signing in.
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/Authentication/authenticate',
      payload: { username: data.email, password: 'Hemligt123' },
    })
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/Users/UserContext',
      headers: { authorization: `Bearer ${signIn.json().token}` },
    })
    expect(me.json()).toMatchObject({ id: data.id, emailVerified: true, points: 150 })
  })

  it('credits the points once even with two different verification tokens', async () => {
    const { data } = (await register(form())).json()
    const first = await verificationToken(data.email)
    // A second link for the same account (as a resend would create).
    const second = 'andra-lanken-for-samma-konto-0123456789abcdef'
    await ctx.db.insert(emailTokens).values({
      tokenHash: hashToken(second),
      userId: data.id,
      purpose: 'verify-email',
      expiresAt: new Date(Date.now() + 60_000),
    })
    const results = await Promise.all([verify(first), verify(second)])
    expect(results.map((r) => r.statusCode)).toEqual([200, 200])
    const ledger = await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, data.id))
    expect(ledger.map((l) => l.delta)).toEqual([150])
  })

  it('refuses unknown, expired, wrong-purpose and malformed tokens', async () => {
    const { data } = (await register(form())).json()
    const token = await verificationToken(data.email)
    await ctx.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.userId, data.id))
    const reset = 'en-aterstallningskod-inte-en-verifieringskod-123'
    await ctx.db.insert(emailTokens).values({
      tokenHash: hashToken(reset),
      userId: data.id,
      purpose: 'reset-password',
      expiresAt: new Date(Date.now() + 60_000),
    })
    for (const t of [token, 'okand-kod', reset, '', 123, 'x'.repeat(500)]) {
      const res = await verify(t)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'bad_request', message: 'Kunde inte verifiera email.' })
    }
    const [row] = await ctx.db.select().from(users).where(eq(users.id, data.id))
    expect(row!.emailVerified).toBe(false)
    expect(await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, data.id))).toEqual([])
  })
})

describe('a password link also proves the address', () => {
  const choosePassword = async (email: string) => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/lost-password',
      payload: JSON.stringify(email),
      headers: { 'content-type': 'application/json' },
    })
    const token = await mailedToken(ctx.db, email, 'reset-password')
    const password = 'NyttLösen99'
    return ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, newPassword: password, confirmPassword: password },
    })
  }
  const account = async (id: string) => {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id))
    const ledger = await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, id))
    return { verified: row!.emailVerified, welcome: ledger.map((l) => l.delta) }
  }

  it('verifies an unverified account with the welcome bonus, and a later verification link adds nothing', async () => {
    const { data } = (await register(form())).json()
    const verifyLink = await verificationToken(data.email)
    expect(await account(data.id)).toEqual({ verified: false, welcome: [] })

    expect((await choosePassword(data.email)).statusCode).toBe(200)
    expect(await account(data.id)).toEqual({ verified: true, welcome: [150] })

    expect((await verify(verifyLink)).statusCode).toBe(200)
    expect((await choosePassword(data.email)).statusCode).toBe(200)
    expect(await account(data.id)).toEqual({ verified: true, welcome: [150] })
  })

  it('leaves a refused link without effect', async () => {
    const { data } = (await register(form())).json()
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token: 'okand-kod-0123456789', newPassword: 'NyttLösen99', confirmPassword: 'NyttLösen99' },
    })
    expect(res.statusCode).toBe(400)
    expect(await account(data.id)).toEqual({ verified: false, welcome: [] })
  })
})

describe('without a welcome bonus', () => {
  it('verifies without touching the ledger when WELCOME_POINTS is 0', async () => {
    const zero = await createTestContext({ WELCOME_POINTS: '0' })
    try {
      const res = await zero.app.inject({ method: 'POST', url: '/api/Users/register', payload: form() })
      const { data } = res.json()
      const token = await mailedToken(zero.db, data.email, 'verify-email')
      const ok = await zero.app.inject({
        method: 'POST',
        url: '/api/emailVerification/verifyEmail',
        payload: { token },
      })
      expect(ok.statusCode).toBe(200)
      expect(await zero.db.select().from(pointsLedger)).toEqual([])
    } finally {
      await zero.close()
    }
  })
})
