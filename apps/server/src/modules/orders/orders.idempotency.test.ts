import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBalance } from '../../core/points/points.balance.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { createMember, createProduct, type Member, placeOrderApi, productState } from './orders.fixtures.js'

// POST /api/orders with an Idempotency-Key: a retried checkout places the order once.
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const order = (who: Member, productIds: string[], headers: Record<string, string> = {}) =>
  placeOrderApi(ctx.app, who, productIds, headers)
const stateOf = (id: string) => productState(ctx.db, id)

describe('Idempotency-Key', () => {
  it('returns the first order for a repeated key, without a second debit', async () => {
    const m = await createMember(ctx.db, { points: 300 })
    const p = await createProduct(ctx.db, { price: 100 })
    const first = await order(m, [p.id], { 'idempotency-key': 'nyckel-1' })
    expect(first.statusCode).toBe(201)
    const again = await order(m, [p.id], { 'idempotency-key': 'nyckel-1' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await getBalance(ctx.db, m.id)).toBe(200)
  })

  it('refuses a key reused for other garments, and keeps keys per member', async () => {
    const [anna, bo] = [
      await createMember(ctx.db, { points: 300 }),
      await createMember(ctx.db, { points: 300 }),
    ]
    const [a, b] = [await createProduct(ctx.db), await createProduct(ctx.db)]
    expect((await order(anna, [a.id], { 'idempotency-key': 'k' })).statusCode).toBe(201)
    const reused = await order(anna, [b.id], { 'idempotency-key': 'k' })
    expect(reused.statusCode).toBe(409)
    expect(reused.json()).toMatchObject({ error: 'conflict', reason: 'idempotency_key_reused' })
    expect((await order(bo, [b.id], { 'idempotency-key': 'k' })).statusCode).toBe(201)
  })

  it('refuses to replay an order staff deleted meanwhile, and charges nothing again', async () => {
    const m = await createMember(ctx.db, { points: 300 })
    const p = await createProduct(ctx.db, { price: 100 })
    const first = await order(m, [p.id], { 'idempotency-key': 'nyckel-borttagen' })
    expect(first.statusCode).toBe(201)
    const staff = await sessionHeaders(ctx.db, (await createUser(ctx.db, { isAdmin: true })).id)
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/orders/${first.json().id}`,
      headers: staff,
    })
    expect(del.statusCode).toBe(204)

    const again = await order(m, [p.id], { 'idempotency-key': 'nyckel-borttagen' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      error: 'conflict',
      message: 'Beställningen har tagits bort av personalen. Lägg en ny beställning.',
      reason: 'order_deleted',
    })
    expect(await getBalance(ctx.db, m.id)).toBe(300)
    expect(await stateOf(p.id)).toBe('available')
  })

  it('answers 400 to a malformed key', async () => {
    const m = await createMember(ctx.db, { points: 300 })
    const p = await createProduct(ctx.db)
    for (const key of ['x'.repeat(201), 'med mellanslag']) {
      expect((await order(m, [p.id], { 'idempotency-key': key })).statusCode).toBe(400)
    }
  })
})
