import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.js'
import { onStartup } from '../../startup.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { registrationForm as form, mailedToken } from './registration.fixtures.js'

// Staff rights come from ADMIN_EMAILS, but only for an address its owner has proven.

const STAFF = ['chef@kladbyte.test', 'kassa@kladbyte.test', 'lager@kladbyte.test', 'bod@kladbyte.test']
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ ADMIN_EMAILS: STAFF.join(','), SEED_DEMO: 'never' })
})
afterAll(() => ctx.close())

const signIn = async (username: string, password: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Authentication/authenticate',
    payload: { username, password },
  })
  return { authorization: `Bearer ${res.json().token}` }
}
const staffPage = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers })
const me = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/Users/UserContext', headers })).json()
const stored = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!

describe('an address in ADMIN_EMAILS', () => {
  it('gives no staff rights at registration, only once the verification link is followed', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Users/register',
      payload: form({ email: 'Chef@KladByte.test' }),
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toMatchObject({ isAdmin: false, emailVerified: false })
    const headers = await signIn('chef@kladbyte.test', 'Hemligt123')
    expect(await me(headers)).toMatchObject({ isAdmin: false, emailVerified: false })
    const refused = await staffPage(headers)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ error: 'forbidden', message: 'Du har inte behörighet till detta.' })

    const token = await mailedToken(ctx.db, 'chef@kladbyte.test', 'verify-email')
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/emailVerification/verifyEmail',
      payload: { token },
    })
    expect(verified.statusCode).toBe(200)
    expect(await me(headers)).toMatchObject({ isAdmin: true, emailVerified: true })
    expect((await staffPage(headers)).statusCode).toBe(200)
  })

  it('gives an account staff added no rights until its owner chooses a password from the mail', async () => {
    const admin = await createUser(ctx.db, { isAdmin: true })
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: await sessionHeaders(ctx.db, admin.id),
      payload: {
        email: 'kassa@kladbyte.test',
        firstName: 'Kim',
        lastName: 'Kassa',
        phone: '070-111 22 33',
        address: 'Lillgatan 2',
        city: 'Uppsala',
        postalCode: '753 20',
        region: 'Uppsala län',
      },
    })
    expect(added.statusCode, added.body).toBe(201)
    // A restart marks the listed addresses, but not one nobody has proven yet.
    await onStartup(ctx.app, { embedded: false })
    expect(await stored('kassa@kladbyte.test')).toMatchObject({ isAdmin: false, emailVerified: false })

    const token = await mailedToken(ctx.db, 'kassa@kladbyte.test', 'reset-password')
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, newPassword: 'NyttLösen99', confirmPassword: 'NyttLösen99' },
    })
    expect(chosen.statusCode).toBe(200)
    const headers = await signIn('kassa@kladbyte.test', 'NyttLösen99')
    expect(await me(headers)).toMatchObject({ isAdmin: true, emailVerified: true })
    expect((await staffPage(headers)).statusCode).toBe(200)
  })

  it('is marked staff at start only when the account is verified', async () => {
    const verified = await createUser(ctx.db, { email: 'lager@kladbyte.test' })
    const unverified = await createUser(ctx.db, { email: 'bod@kladbyte.test', emailVerified: false })
    const other = await createUser(ctx.db)
    await onStartup(ctx.app, { embedded: false })
    expect((await stored(verified.email)).isAdmin).toBe(true)
    expect((await stored(unverified.email)).isAdmin).toBe(false)
    expect((await stored(other.email)).isAdmin).toBe(false)
    expect((await staffPage(await sessionHeaders(ctx.db, verified.id))).statusCode).toBe(200)
    expect((await staffPage(await sessionHeaders(ctx.db, unverified.id))).statusCode).toBe(403)
  })
})

describe('an unverified account marked staff in the database (from before this rule)', () => {
  it('is refused staff routes and treated as a member elsewhere', async () => {
    const legacy = await createUser(ctx.db, { isAdmin: true, emailVerified: false })
    const headers = await sessionHeaders(ctx.db, legacy.id)
    const res = await staffPage(headers)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ error: 'forbidden', message: 'Du har inte behörighet till detta.' })
    expect(await me(headers)).toMatchObject({ id: legacy.id, isAdmin: false })
  })
})
