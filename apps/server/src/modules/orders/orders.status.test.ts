import { ORDER_STATUS } from '@kladbyte/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBalance } from '../../core/points/points.balance.js'
import { pointsLedger, products } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { callApi, createMember, createProduct, type Member } from './orders.fixtures.js'
import { setOrderStatus } from './orders.status.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const order = async (who: Member, productIds: string[]) => {
  const res = await callApi(ctx.app, 'POST', '/api/orders', who, {
    items: productIds.map((productId) => ({ productId })),
  })
  expect(res.statusCode).toBe(201)
  return res.json() as { id: string; totalPoints: number }
}
const cancel = (orderId: string) => setOrderStatus(ctx.db, orderId, ORDER_STATUS.cancelled)
const states = async (ids: string[]) =>
  Promise.all(
    ids.map(
      async (id) =>
        (await ctx.db.select({ s: products.state }).from(products).where(eq(products.id, id)))[0]!.s,
    ),
  )

describe('cancelling an order', () => {
  it('refunds the points and puts the garments back on sale, once', async () => {
    const m = await createMember(ctx.db, { points: 200 })
    const [a, b] = [await createProduct(ctx.db, { price: 30 }), await createProduct(ctx.db, { price: 70 })]
    const placed = await order(m, [a.id, b.id])
    expect(await getBalance(ctx.db, m.id)).toBe(100)

    const first = await cancel(placed.id)
    expect(first.changed).toBe(true)
    expect(first.order).toMatchObject({ id: placed.id, orderStatus: 4, totalPoints: 100 })
    expect(await getBalance(ctx.db, m.id)).toBe(200)
    expect(await states([a.id, b.id])).toEqual(['available', 'available'])
    const refund = await ctx.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.sourceRef, `refund:${placed.id}`))
    expect(refund).toMatchObject([{ userId: m.id, delta: 100, reason: 'refund' }])

    const again = await cancel(placed.id)
    expect(again.changed).toBe(false)
    expect(await getBalance(ctx.db, m.id)).toBe(200)
    const shown = (await callApi(ctx.app, 'GET', `/api/orders/${placed.id}`, m)).json()
    expect(shown.orderStatus).toBe(4)
  })

  it('refunds exactly once when cancelled many times in parallel', async () => {
    const m = await createMember(ctx.db, { points: 100 })
    const p = await createProduct(ctx.db, { price: 90 })
    const placed = await order(m, [p.id])
    const results = await Promise.all(Array.from({ length: 8 }, () => cancel(placed.id)))
    expect(results.filter((r) => r.changed)).toHaveLength(1)
    expect(await getBalance(ctx.db, m.id)).toBe(100)
    const refunds = await ctx.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.sourceRef, `refund:${placed.id}`))
    expect(refunds).toHaveLength(1)
  })

  it('lets a cancelled garment be ordered again while the cancel races a new order', async () => {
    const [anna, bo] = [
      await createMember(ctx.db, { points: 100 }),
      await createMember(ctx.db, { points: 100 }),
    ]
    const p = await createProduct(ctx.db, { price: 50 })
    const placed = await order(anna, [p.id])
    const [, res] = await Promise.all([
      cancel(placed.id),
      callApi(ctx.app, 'POST', '/api/orders', bo, { items: [{ productId: p.id }] }),
    ])
    // Either the new order came after the cancel (201) or before it (409); never both reserved.
    expect([201, 409]).toContain(res.statusCode)
    expect(await states([p.id])).toEqual([res.statusCode === 201 ? 'reserved' : 'available'])
    expect(await getBalance(ctx.db, anna.id)).toBe(100)
    expect(await getBalance(ctx.db, bo.id)).toBe(res.statusCode === 201 ? 50 : 100)
  })

  it('answers 404 for an unknown order', async () => {
    await expect(cancel(crypto.randomUUID())).rejects.toMatchObject({ kind: 'not_found' })
  })
})

describe('setting an order status', () => {
  it('marks garments sold on delivery, reserved again when moved back, available when cancelled', async () => {
    const m = await createMember(ctx.db, { points: 100 })
    const p = await createProduct(ctx.db, { price: 40 })
    const placed = await order(m, [p.id])
    expect((await setOrderStatus(ctx.db, placed.id, 1)).order.orderStatus).toBe(1)
    expect(await states([p.id])).toEqual(['reserved'])
    await setOrderStatus(ctx.db, placed.id, 3)
    expect(await states([p.id])).toEqual(['sold'])
    expect((await setOrderStatus(ctx.db, placed.id, 3)).changed).toBe(false)
    await setOrderStatus(ctx.db, placed.id, 2)
    expect(await states([p.id])).toEqual(['reserved'])
    await setOrderStatus(ctx.db, placed.id, 3)
    const cancelled = await setOrderStatus(ctx.db, placed.id, 4)
    expect(cancelled).toMatchObject({ changed: true, order: { orderStatus: 4 } })
    expect(await states([p.id])).toEqual(['available'])
    expect(await getBalance(ctx.db, m.id)).toBe(100)
  })

  it('reopens a cancelled order: charges again and reserves again, numbered ledger rows', async () => {
    const m = await createMember(ctx.db, { points: 100 })
    const p = await createProduct(ctx.db, { price: 40 })
    const placed = await order(m, [p.id])
    await cancel(placed.id)
    expect((await setOrderStatus(ctx.db, placed.id, 2)).changed).toBe(true)
    expect(await states([p.id])).toEqual(['reserved'])
    expect(await getBalance(ctx.db, m.id)).toBe(60)
    await cancel(placed.id)
    expect(await getBalance(ctx.db, m.id)).toBe(100)
    const refs = (await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, m.id))).map(
      (r) => r.sourceRef,
    )
    expect(refs.sort()).toEqual(
      [
        `test:${m.id}`,
        `order:${placed.id}`,
        `refund:${placed.id}`,
        `order:${placed.id}:2`,
        `refund:${placed.id}:2`,
      ].sort(),
    )
    await expect(setOrderStatus(ctx.db, placed.id, 7)).rejects.toMatchObject({ kind: 'validation' })
  })

  it('refuses to reopen when a garment was ordered by someone else or the points are spent', async () => {
    const [anna, bo] = [
      await createMember(ctx.db, { points: 100 }),
      await createMember(ctx.db, { points: 100 }),
    ]
    const p = await createProduct(ctx.db, { price: 40 })
    const placed = await order(anna, [p.id])
    await cancel(placed.id)
    await order(bo, [p.id])
    await expect(setOrderStatus(ctx.db, placed.id, 0)).rejects.toMatchObject({
      kind: 'conflict',
      message: `Ordern kan inte återaktiveras: ${p.name} finns inte längre kvar i butiken.`,
    })
    expect(await getBalance(ctx.db, anna.id)).toBe(100)

    const q = await createProduct(ctx.db, { price: 80 })
    const second = await order(anna, [q.id])
    await cancel(second.id)
    await order(anna, [(await createProduct(ctx.db, { price: 50 })).id])
    await expect(setOrderStatus(ctx.db, second.id, 1)).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Ordern kan inte återaktiveras: medlemmen har 50 poäng men ordern kostar 80 poäng.',
    })
    expect(await states([q.id])).toEqual(['available'])
    expect(await getBalance(ctx.db, anna.id)).toBe(50)
  })
})

describe('every status pair (0 Beställd … 4 Avbruten)', () => {
  const PRICE = 40
  const START = 100
  const garmentState = (status: number) => (status === 4 ? 'available' : status === 3 ? 'sold' : 'reserved')
  const pairs = [0, 1, 2, 3, 4].flatMap((from) => [0, 1, 2, 3, 4].map((to) => [from, to] as const))

  it.each(pairs)('%i → %i: balance, ledger and garment follow the new status', async (from, to) => {
    const m = await createMember(ctx.db, { points: START })
    const p = await createProduct(ctx.db, { price: PRICE })
    const placed = await order(m, [p.id])
    if (from !== 0) await setOrderStatus(ctx.db, placed.id, from)
    const ledger = () => ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, m.id))
    const before = await ledger()

    const change = await setOrderStatus(ctx.db, placed.id, to)
    expect(change).toMatchObject({ changed: from !== to, order: { orderStatus: to } })

    const after = await ledger()
    const balanceNow = to === 4 ? START : START - PRICE
    expect(await getBalance(ctx.db, m.id)).toBe(balanceNow)
    expect(after.reduce((sum, e) => sum + e.delta, 0)).toBe(balanceNow)
    // Exactly one entry when the change crosses Avbruten, none otherwise.
    const crosses = from !== to && (from === 4 || to === 4)
    expect(after).toHaveLength(before.length + (crosses ? 1 : 0))
    if (crosses) {
      const added = after.filter((e) => !before.some((b) => b.id === e.id))
      expect(added).toMatchObject([
        to === 4 ? { delta: PRICE, reason: 'refund' } : { delta: -PRICE, reason: 'order' },
      ])
    }
    expect(await states([p.id])).toEqual([garmentState(to)])
  })
})
