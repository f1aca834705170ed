import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authAttempts, loginDevices } from '../../db/schema/index.js'
import { hashToken } from '../../plugins/session.store.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, TEST_PASSWORD } from '../../test/factories.js'
import { DEVICE_COOKIE_PATH } from './device.cookie.js'
import { DEVICE_FAILURE_LIMIT, DEVICE_TTL_MS } from './devices.js'
import { THROTTLE_LIMITS } from './throttle.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const newAddress = () => `10.60.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
const login = (username: string, password: string, device?: string, remoteAddress = newAddress()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Authentication/authenticate',
    payload: { username, password },
    remoteAddress,
    cookies: device ? { Device: device } : {},
  })
interface SetCookie {
  name: string
  value: string
  [flag: string]: unknown
}
const deviceCookie = (res: { cookies: unknown[] }) =>
  (res.cookies as SetCookie[]).find((c) => c.name === 'Device')
/** Signs in on a new browser and returns its device cookie. */
async function signedInBrowser(email: string, device?: string) {
  const res = await login(email, TEST_PASSWORD, device)
  expect(res.statusCode).toBe(200)
  return deviceCookie(res)!.value
}
const insertAttempts = (scope: string, key: string, count: number) =>
  ctx.db.insert(authAttempts).values(Array.from({ length: count }, () => ({ scope, key })))

describe('the device cookie', () => {
  it('is set at sign-in: HttpOnly, SameSite=Strict, for the login route only; only its hash is stored', async () => {
    const user = await createUser(ctx.db)
    const res = await login(user.email, TEST_PASSWORD)
    const cookie = deviceCookie(res)!
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_TTL_MS / 1000,
    })
    expect(cookie.secure).toBeUndefined()
    expect(cookie.value).toMatch(/^[\w-]{43}$/)
    const rows = await ctx.db.select().from(loginDevices).where(eq(loginDevices.userId, user.id))
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(cookie.value)])
    // A failed login sets no device cookie.
    expect(deviceCookie(await login(user.email, 'fel'))).toBeUndefined()
  })
})

describe('an attacker guessing a staff password', () => {
  it('does not keep the real admin out on a browser that signed in before; a new browser waits longer and longer', async () => {
    const admin = await createUser(ctx.db, { isAdmin: true })
    const laptop = await signedInBrowser(admin.email)
    const attacker = newAddress()
    const codes = new Set<number>()
    for (let i = 0; i < 50; i++)
      codes.add((await login(admin.email, `gissning-${i}`, undefined, attacker)).statusCode)
    expect([...codes].sort()).toEqual([401, 429])

    const atOnce = await login(admin.email, TEST_PASSWORD, laptop)
    expect(atOnce.statusCode).toBe(200)
    expect(deviceCookie(atOnce)!.value).not.toBe(laptop)

    const newBrowser = await login(admin.email, TEST_PASSWORD)
    expect(newBrowser.statusCode).toBe(429)
    expect(newBrowser.headers['retry-after']).toBeDefined()
    expect(newBrowser.json()).toEqual({
      error: 'too_many_requests',
      message: expect.stringMatching(/^För många försök\. Vänta \d+ (sekunder|minuter?) och försök igen\.$/),
    })
  })

  it('does not let many failures from one address keep out a trusted browser of another account there', async () => {
    const member = await createUser(ctx.db)
    const office = newAddress()
    const browser = await signedInBrowser(member.email)
    await insertAttempts('login:address', office, THROTTLE_LIMITS.login.address * 4)
    expect((await login(member.email, TEST_PASSWORD, undefined, office)).statusCode).toBe(429)
    expect((await login(member.email, TEST_PASSWORD, browser, office)).statusCode).toBe(200)
  })

  it("does not trust account A's device cookie for account B", async () => {
    const a = await createUser(ctx.db)
    const b = await createUser(ctx.db)
    const browserOfA = await signedInBrowser(a.email)
    await insertAttempts('login:account', b.email, 50)
    expect((await login(b.email, TEST_PASSWORD, browserOfA)).statusCode).toBe(429)
    // Nor do B's failures through it count against A's device.
    expect((await login(a.email, TEST_PASSWORD, browserOfA)).statusCode).toBe(200)
  })

  it(`stops trusting a device cookie after ${DEVICE_FAILURE_LIMIT} wrong passwords in a row`, async () => {
    const user = await createUser(ctx.db)
    let browser = await signedInBrowser(user.email)
    await insertAttempts('login:account', user.email, 50)
    // Fewer than the limit, then the right password: trusted still, and the count starts over.
    for (let i = 1; i < DEVICE_FAILURE_LIMIT; i++) {
      expect((await login(user.email, `fel-${i}`, browser)).statusCode).toBe(401)
    }
    const ok = await login(user.email, TEST_PASSWORD, browser)
    expect(ok.statusCode).toBe(200)
    browser = deviceCookie(ok)!.value
    for (let i = 0; i < DEVICE_FAILURE_LIMIT; i++) {
      expect((await login(user.email, `fel-${i}`, browser)).statusCode).toBe(401)
    }
    expect((await login(user.email, TEST_PASSWORD, browser)).statusCode).toBe(429)
    expect(await ctx.db.select().from(loginDevices).where(eq(loginDevices.userId, user.id))).toEqual([])
  })

  it('counts parallel guesses with one device cookie against its limit', async () => {
    const user = await createUser(ctx.db)
    const stolen = await signedInBrowser(user.email)
    await insertAttempts('login:account', user.email, 50)
    const codes = await Promise.all(
      Array.from({ length: DEVICE_FAILURE_LIMIT + 5 }, (_, i) => login(user.email, `fel-${i}`, stolen)),
    )
    expect(codes.filter((r) => r.statusCode === 401)).toHaveLength(DEVICE_FAILURE_LIMIT)
    expect(codes.filter((r) => r.statusCode === 429)).toHaveLength(5)
  })

  it('replaces the cookie at each sign-in, so a copy taken earlier is no longer trusted', async () => {
    const user = await createUser(ctx.db)
    const copied = await signedInBrowser(user.email)
    const fresh = await signedInBrowser(user.email, copied)
    expect(fresh).not.toBe(copied)
    await insertAttempts('login:account', user.email, 50)
    expect((await login(user.email, TEST_PASSWORD, copied)).statusCode).toBe(429)
    expect((await login(user.email, TEST_PASSWORD, fresh)).statusCode).toBe(200)
  })

  it('keeps one browser trusted for several accounts', async () => {
    const staff = await createUser(ctx.db, { isAdmin: true })
    const member = await createUser(ctx.db)
    const both = await signedInBrowser(member.email, await signedInBrowser(staff.email))
    expect(both.split('.')).toHaveLength(2)
    await insertAttempts('login:account', staff.email, 50)
    await insertAttempts('login:account', member.email, 50)
    const staffIn = await login(staff.email, TEST_PASSWORD, both)
    expect(staffIn.statusCode).toBe(200)
    expect((await login(member.email, TEST_PASSWORD, deviceCookie(staffIn)!.value)).statusCode).toBe(200)
  })

  it('does not trust an expired device', async () => {
    const user = await createUser(ctx.db)
    const browser = await signedInBrowser(user.email)
    await ctx.db
      .update(loginDevices)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginDevices.userId, user.id))
    await insertAttempts('login:account', user.email, 50)
    expect((await login(user.email, TEST_PASSWORD, browser)).statusCode).toBe(429)
  })
})
