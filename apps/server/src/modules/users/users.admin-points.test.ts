import type { PointsHistoryDto } from '@kladbyte/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, pointsLedger, users } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'

let ctx: TestContext
let admin: Record<string, string>
let adminId: string

beforeAll(async () => {
  ctx = await createTestContext()
  adminId = (await createUser(ctx.db, { isAdmin: true, firstName: 'Stina', lastName: 'Staff' })).id
  admin = await sessionHeaders(ctx.db, adminId)
})
afterAll(() => ctx.close())

const post = (url: string, payload: object, headers = admin) =>
  ctx.app.inject({ method: 'POST', url, headers, payload })
const adjust = (userId: string, amount: number, reason = 'Kompensation för försenad order') =>
  post(`/api/users/${userId}/points`, { amount, reason })
async function withBalance(points: number) {
  const u = await createUser(ctx.db)
  await ctx.db
    .insert(pointsLedger)
    .values({ userId: u.id, delta: points, reason: 'demo', sourceRef: `d-${u.id}` })
  return u
}

describe('POST /api/users/{id}/points', () => {
  it('writes one ledger entry naming the admin and the reason, which the member sees', async () => {
    const u = await withBalance(50)
    const res = await adjust(u.id, 25, '  Bonus för fin inlämning ')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      balance: 75,
      entry: { delta: 25, reason: 'adjustment', note: 'Bonus för fin inlämning', by: 'Stina Staff' },
    })
    const rows = await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, u.id))
    expect(rows.find((r) => r.reason === 'adjustment')).toMatchObject({ createdBy: adminId, delta: 25 })

    const own = await ctx.app.inject({
      method: 'GET',
      url: '/api/Users/pointsHistory',
      headers: await sessionHeaders(ctx.db, u.id),
    })
    const history = own.json() as PointsHistoryDto
    expect(history.balance).toBe(75)
    expect(history.entries[0]).toMatchObject({
      delta: 25,
      reason: 'adjustment',
      note: 'Bonus för fin inlämning',
    })
    // Members see the reason, not which staff member wrote it.
    expect(history.entries[0]).not.toHaveProperty('by')
  })

  it('refuses an admin their own balance (403); another admin may adjust it', async () => {
    const own = await adjust(adminId, 1000)
    expect(own.statusCode).toBe(403)
    expect(own.json()).toEqual({
      error: 'forbidden',
      message: 'Du kan inte ändra dina egna poäng. Be en kollega att göra det.',
    })
    expect(await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, adminId))).toEqual([])

    const colleagueId = (await createUser(ctx.db, { isAdmin: true })).id
    const colleague = await sessionHeaders(ctx.db, colleagueId)
    const res = await post(
      `/api/users/${adminId}/points`,
      { amount: 10, reason: 'Inlämning på mässan' },
      colleague,
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().balance).toBe(10)
  })

  it('refuses to go below zero (409) and validates amount and reason', async () => {
    const u = await withBalance(30)
    const res = await adjust(u.id, -31)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Saldot räcker inte: kunden har 30 poäng.')
    expect((await adjust(u.id, -30)).json().balance).toBe(0)
    for (const body of [
      { amount: 0, reason: 'Noll poäng' },
      { amount: 1.5, reason: 'Halv poäng' },
      { amount: 100_001, reason: 'För mycket' },
      { amount: 10, reason: ' a ' },
      { amount: 10, reason: 'x'.repeat(201) },
      { amount: 10 },
    ]) {
      expect((await post(`/api/users/${u.id}/points`, body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    expect((await adjust('6f1c1b8e-3f7a-4c1e-9b1a-2a7c9d0e4f55', 10)).statusCode).toBe(404)
  })

  it('lets exactly 10 of 20 parallel −100 adjustments through on a balance of 1 000', async () => {
    const u = await withBalance(1000)
    const results = await Promise.all(Array.from({ length: 20 }, () => adjust(u.id, -100)))
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10)
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(10)
    const rows = await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, u.id))
    expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(0)
  })
})

describe('POST /api/users (Lägg till kund)', () => {
  it('creates an unverified account without a password and mails a link to choose one', async () => {
    const res = await post('/api/users', {
      firstName: 'Nyfiken',
      lastName: 'Kund',
      email: ' Ny.Kund@Example.com ',
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().message).toMatch(/mejl/)
    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.json().id))
    expect(row).toMatchObject({ email: 'ny.kund@example.com', emailVerified: false, phone: '' })
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.to, 'ny.kund@example.com'))
    expect(mail!.subject).toMatch(/välj ditt lösenord/)
    const token = /reset-password\/(\S+)/.exec(mail!.text)![1]!

    // No password works until the person chooses one through the reset flow.
    const login = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Authentication/authenticate',
        payload: { username: 'ny.kund@example.com', password },
      })
    expect((await login('!')).statusCode).toBe(401)
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { token, newPassword: 'MittEgna123', confirmPassword: 'MittEgna123' },
    })
    expect(reset.statusCode, reset.body).toBe(200)
    expect((await login('MittEgna123')).statusCode).toBe(200)
  })

  it('answers 409 for an e-mail that exists in any case, and 400 without names', async () => {
    const u = await createUser(ctx.db)
    const res = await post('/api/users', { firstName: 'A', lastName: 'B', email: u.email.toUpperCase() })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Det finns redan ett konto med den e-postadressen.')
    expect((await post('/api/users', { email: 'x@example.com' })).statusCode).toBe(400)
  })
})
