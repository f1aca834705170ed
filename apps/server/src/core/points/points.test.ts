import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pointsLedger } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser } from '../../test/factories.js'
import { balance, credit, debit } from './points.service.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const rowsOf = (userId: string) => ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId))

describe('points ledger', () => {
  it('starts at zero and is the sum of the ledger', async () => {
    const u = await createUser(ctx.db)
    expect(await balance(ctx.db, u.id)).toBe(0)
    await credit(ctx.db, { userId: u.id, amount: 100, reason: 'welcome', sourceRef: `welcome:${u.id}` })
    await credit(ctx.db, { userId: u.id, amount: 40, reason: 'submission', sourceRef: `submission:${u.id}` })
    const after = await debit(ctx.db, {
      userId: u.id,
      amount: 30,
      reason: 'order',
      sourceRef: `order:${u.id}`,
    })
    expect(after).toEqual({ applied: true, balance: 110 })
    expect(await balance(ctx.db, u.id)).toBe(110)
    expect((await rowsOf(u.id)).map((r) => r.delta).sort()).toEqual([-30, 100, 40].sort())
  })

  it('applies a sourceRef once: a replayed credit or debit changes nothing', async () => {
    const u = await createUser(ctx.db)
    const welcome = { userId: u.id, amount: 100, reason: 'welcome' as const, sourceRef: `welcome:${u.id}` }
    expect(await credit(ctx.db, welcome)).toEqual({ applied: true, balance: 100 })
    expect(await credit(ctx.db, welcome)).toEqual({ applied: false, balance: 100 })
    const spend = { userId: u.id, amount: 80, reason: 'order' as const, sourceRef: `order:x-${u.id}` }
    expect(await debit(ctx.db, spend)).toEqual({ applied: true, balance: 20 })
    // Replayed after the balance dropped below the amount: still a no-op, not a refusal.
    expect(await debit(ctx.db, spend)).toEqual({ applied: false, balance: 20 })
    expect(await rowsOf(u.id)).toHaveLength(2)
  })

  it('refuses a debit that would go below zero', async () => {
    const u = await createUser(ctx.db)
    await credit(ctx.db, { userId: u.id, amount: 50, reason: 'adjustment', sourceRef: `adj:${u.id}` })
    await expect(
      debit(ctx.db, { userId: u.id, amount: 60, reason: 'order', sourceRef: `order:y-${u.id}` }),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Du har 50 poäng men behöver 60 poäng.',
      details: { reason: 'insufficient_points', balance: 50, total: 60 },
    })
    expect(await balance(ctx.db, u.id)).toBe(50)
  })

  it('serialises parallel debits of one member: never below zero', async () => {
    const u = await createUser(ctx.db)
    await credit(ctx.db, { userId: u.id, amount: 100, reason: 'adjustment', sourceRef: `adj:${u.id}` })
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        debit(ctx.db, { userId: u.id, amount: 30, reason: 'order', sourceRef: `order:${i}-${u.id}` }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    expect(await balance(ctx.db, u.id)).toBe(10)
  })

  it('credits the same sourceRef once even in parallel', async () => {
    const u = await createUser(ctx.db)
    const bonus = { userId: u.id, amount: 100, reason: 'welcome' as const, sourceRef: `welcome:p-${u.id}` }
    const results = await Promise.all(Array.from({ length: 10 }, () => credit(ctx.db, bonus)))
    expect(results.filter((r) => r.applied)).toHaveLength(1)
    expect(await balance(ctx.db, u.id)).toBe(100)
  })

  it('rejects negative or fractional amounts and unknown members', async () => {
    const u = await createUser(ctx.db)
    for (const amount of [-5, 1.5]) {
      await expect(
        credit(ctx.db, { userId: u.id, amount, reason: 'adjustment', sourceRef: `bad:${amount}` }),
      ).rejects.toThrow('Ogiltigt antal poäng.')
    }
    await expect(
      debit(ctx.db, { userId: crypto.randomUUID(), amount: 1, reason: 'order', sourceRef: 'nobody' }),
    ).rejects.toMatchObject({ kind: 'not_found' })
    expect(await rowsOf(u.id)).toEqual([])
  })
})
