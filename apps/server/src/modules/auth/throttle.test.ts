import { randomBytes } from 'node:crypto'
import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authAttempts, outbox } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, TEST_PASSWORD } from '../../test/factories.js'
import { LONGEST_WAIT_MS, THROTTLE_LIMITS } from './throttle.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

/** The 429 body: the wait in words ('30 sekunder', '2 minuter'). */
const TOO_MANY = (wait: string) => ({
  error: 'too_many_requests',
  message: `För många försök. Vänta ${wait} och försök igen.`,
})
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after'])
const newAddress = () => `10.40.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
const login = (username: string, password: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Authentication/authenticate',
    payload: { username, password },
    remoteAddress,
  })
const lostPassword = (email: string, remoteAddress: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/users/lost-password',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(email),
    remoteAddress,
  })
/** Attempts made `minutesAgo` (to fill a window without sending hundreds of requests). */
const insertAttempts = (scope: string, key: string, count: number, minutesAgo = 0) =>
  ctx.db.insert(authAttempts).values(
    Array.from({ length: count }, () => ({
      scope,
      key,
      createdAt: sql`now() - make_interval(mins => ${minutesAgo})`,
    })),
  )

/** Moves the key's attempts `seconds` into the past (the wait passing, without sleeping). */
const age = (key: string, seconds: number) =>
  ctx.db
    .update(authAttempts)
    .set({ createdAt: sql`${authAttempts.createdAt} - make_interval(secs => ${seconds})` })
    .where(eq(authAttempts.key, key))

describe('failed logins from a browser that never signed in to the account', () => {
  it('answers 429 with a Retry-After after 5 failures, doubling per further failure', async () => {
    const user = await createUser(ctx.db)
    const address = newAddress()
    for (let i = 0; i < THROTTLE_LIMITS.login.account; i++) {
      expect((await login(user.email, `fel-${i}`, address)).statusCode).toBe(401)
    }
    const first = await login(user.email.toUpperCase(), 'fel-igen', newAddress())
    expect(first.statusCode).toBe(429)
    expect(first.json()).toEqual(TOO_MANY(`${retryAfter(first)} sekunder`))
    expect(retryAfter(first)).toBeGreaterThan(20)
    expect(retryAfter(first)).toBeLessThanOrEqual(30)
    // Checked before the password, so the right one during the wait cannot confirm a guess.
    const right = await login(user.email, TEST_PASSWORD, newAddress())
    expect(right.statusCode).toBe(429)
    expect(right.json().message).toBe(first.json().message)

    const waits = []
    for (let i = 0; i < 7; i++) {
      await age(user.email, LONGEST_WAIT_MS / 1000)
      expect((await login(user.email, `fel-${i}`, newAddress())).statusCode).toBe(401)
      waits.push(retryAfter(await login(user.email, TEST_PASSWORD, newAddress())))
    }
    // 1, 2, 4, 8 minutes, then at most 15 (a second may have passed since the failure).
    expect(waits.map((s) => Math.ceil(s / 60))).toEqual([1, 2, 4, 8, 15, 15, 15])
    const capped = await login(user.email, 'fel', newAddress())
    expect(capped.json()).toEqual(TOO_MANY('15 minuter'))
  })

  it('lets the right password in once the wait has passed, even after many failures', async () => {
    const user = await createUser(ctx.db)
    await insertAttempts('login:account', user.email, 50)
    const waiting = await login(user.email, TEST_PASSWORD, newAddress())
    expect(waiting.statusCode).toBe(429)
    expect(retryAfter(waiting)).toBeGreaterThan(LONGEST_WAIT_MS / 1000 - 10)
    await age(user.email, LONGEST_WAIT_MS / 1000)
    expect((await login(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200)
  })

  it('does not hold one account’s failures against another account from the same address', async () => {
    const victim = await createUser(ctx.db)
    const other = await createUser(ctx.db)
    const address = newAddress()
    for (let i = 0; i <= THROTTLE_LIMITS.login.account; i++) await login(victim.email, `fel-${i}`, address)
    expect((await login(victim.email, 'fel', address)).statusCode).toBe(429)
    expect((await login(other.email, TEST_PASSWORD, address)).statusCode).toBe(200)
    expect((await login(other.email, 'fel', address)).statusCode).toBe(401)
  })

  it('throttles unknown e-mails the same way, so the wait reveals nothing', async () => {
    const address = newAddress()
    const ghost = `spoke-${Date.now()}@example.com`
    const codes = []
    for (let i = 0; i <= THROTTLE_LIMITS.login.account; i++)
      codes.push((await login(ghost, 'x', address)).statusCode)
    expect(codes).toEqual([...Array(THROTTLE_LIMITS.login.account).fill(401), 429])
  })

  it('never counts successful logins', async () => {
    const user = await createUser(ctx.db)
    const address = newAddress()
    for (let i = 0; i < THROTTLE_LIMITS.login.account + 2; i++) {
      expect((await login(user.email, TEST_PASSWORD, address)).statusCode).toBe(200)
    }
    expect((await login(user.email, 'fel', address)).statusCode).toBe(401)
    const rows = await ctx.db.select().from(authAttempts).where(eq(authAttempts.key, user.email))
    expect(rows).toHaveLength(1)
  })

  it('never makes an attempt under the free count wait, even one stamped after this request began', async () => {
    // A parallel request records its attempt between this one reading the clock and reading the
    // table: that stamp lies ahead of this request's "now", and must not count as a wait.
    const user = await createUser(ctx.db)
    await insertAttempts('login:account', user.email, 1)
    await age(user.email, -2)
    expect((await login(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200)
  })

  it('makes a client address wait too, more loosely and across accounts', async () => {
    const user = await createUser(ctx.db)
    const address = newAddress()
    await insertAttempts('login:address', address, THROTTLE_LIMITS.login.address - 1)
    expect((await login(`annan-${Date.now()}@example.com`, 'fel', address)).statusCode).toBe(401)
    const res = await login(user.email, TEST_PASSWORD, address)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual(TOO_MANY(`${retryAfter(res)} sekunder`))
    expect((await login(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200)
  })

  it('forgets attempts older than a day and prunes them from the table', async () => {
    const user = await createUser(ctx.db)
    await insertAttempts('login:account', user.email, 50, 24 * 60 + 1)
    expect((await login(user.email, 'fel', newAddress())).statusCode).toBe(401)
    const rows = await ctx.db.select().from(authAttempts).where(eq(authAttempts.key, user.email))
    expect(rows).toHaveLength(1)
    expect((await login(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200)
  })

  it('lifts the wait once the owner resets the password by the mailed link', async () => {
    const user = await createUser(ctx.db)
    await insertAttempts('login:account', user.email, 50)
    expect((await login(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(429)
    await lostPassword(user.email, newAddress())
    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, user.email))
      .orderBy(desc(outbox.id))
    const token = /\/reset-password\/([\w-]+)/.exec(mail!.text)![1]
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, newPassword: 'NyttLösen99', confirmPassword: 'NyttLösen99' },
    })
    expect(reset.statusCode).toBe(200)
    expect((await login(user.email, 'NyttLösen99', newAddress())).statusCode).toBe(200)
  })
})

describe('lost-password requests', () => {
  it('makes the 6th request for one account wait, existing or not, and mails at most 5 meanwhile', async () => {
    const user = await createUser(ctx.db)
    const limit = THROTTLE_LIMITS['lost-password'].account
    for (const email of [user.email, `saknas-${Date.now()}@example.com`]) {
      for (let i = 0; i < limit; i++) {
        expect((await lostPassword(email, newAddress())).statusCode).toBe(200)
      }
      const res = await lostPassword(email, newAddress())
      expect(res.statusCode).toBe(429)
      expect(res.json()).toEqual(TOO_MANY(`${retryAfter(res)} sekunder`))
    }
    expect(await ctx.db.select().from(outbox).where(eq(outbox.to, user.email))).toHaveLength(limit)
    // The wait passes: one more mail, then a longer wait.
    await age(user.email, 30)
    expect((await lostPassword(user.email, newAddress())).statusCode).toBe(200)
    expect(retryAfter(await lostPassword(user.email, newAddress()))).toBeGreaterThan(30)
  })

  it('makes a client address wait across accounts', async () => {
    const user = await createUser(ctx.db)
    const address = newAddress()
    await insertAttempts('lost-password:address', address, THROTTLE_LIMITS['lost-password'].address)
    expect((await lostPassword(user.email, address)).statusCode).toBe(429)
    expect((await lostPassword(user.email, newAddress())).statusCode).toBe(200)
  })
})
