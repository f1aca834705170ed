import { randomBytes } from 'node:crypto'
import { desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authAttempts, outbox } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, TEST_PASSWORD } from '../../test/factories.js'
import { THROTTLE_LIMITS } from './throttle.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const TOO_MANY = { error: 'too_many_requests', message: 'För många försök. Vänta en stund och försök igen.' }
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

describe('failed logins', () => {
  it('refuses the 11th attempt on an account with 429, whatever the address or password', async () => {
    const user = await createUser(ctx.db)
    const address = newAddress()
    for (let i = 0; i < THROTTLE_LIMITS.login.account; i++) {
      expect((await login(user.email, `fel-${i}`, address)).statusCode).toBe(401)
    }
    const eleventh = await login(user.email.toUpperCase(), 'fel-igen', address)
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json()).toEqual(TOO_MANY)
    // Checked before the password, so a locked account cannot confirm a guess.
    expect((await login(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(429)
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

  it('throttles unknown e-mails the same way, so the limit reveals nothing', async () => {
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

  it('limits a client address more loosely, across accounts', async () => {
    const user = await createUser(ctx.db)
    const address = newAddress()
    await insertAttempts('login:address', address, THROTTLE_LIMITS.login.address - 1)
    expect((await login(`annan-${Date.now()}@example.com`, 'fel', address)).statusCode).toBe(401)
    const res = await login(user.email, TEST_PASSWORD, address)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual(TOO_MANY)
    expect((await login(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200)
  })

  it('forgets attempts older than the window and prunes them from the table', async () => {
    const user = await createUser(ctx.db)
    await insertAttempts('login:account', user.email, 50, 16)
    expect((await login(user.email, 'fel', newAddress())).statusCode).toBe(401)
    const rows = await ctx.db.select().from(authAttempts).where(eq(authAttempts.key, user.email))
    expect(rows).toHaveLength(1)
    expect((await login(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200)
  })

  it('lifts the account lock once the owner resets the password by the mailed link', async () => {
    const user = await createUser(ctx.db)
    await insertAttempts('login:account', user.email, THROTTLE_LIMITS.login.account)
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
  it('refuses the 11th request for one account with 429, existing or not, and mails at most 10', async () => {
    const user = await createUser(ctx.db)
    for (const email of [user.email, `saknas-${Date.now()}@example.com`]) {
      for (let i = 0; i < THROTTLE_LIMITS['lost-password'].account; i++) {
        expect((await lostPassword(email, newAddress())).statusCode).toBe(200)
      }
      const res = await lostPassword(email, newAddress())
      expect(res.statusCode).toBe(429)
      expect(res.json()).toEqual(TOO_MANY)
    }
    expect(await ctx.db.select().from(outbox).where(eq(outbox.to, user.email))).toHaveLength(10)
  })

  it('limits a client address across accounts', async () => {
    const user = await createUser(ctx.db)
    const address = newAddress()
    await insertAttempts('lost-password:address', address, THROTTLE_LIMITS['lost-password'].address)
    expect((await lostPassword(user.email, address)).statusCode).toBe(429)
    expect((await lostPassword(user.email, newAddress())).statusCode).toBe(200)
  })
})
