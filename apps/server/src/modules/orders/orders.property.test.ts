import { ORDER_STATUS } from '@kladbyte/contract'
import { eq, inArray, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { getBalance } from '../../core/points/points.balance.js'
import { orders, products } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { callApi, createMember, createProduct, type Member } from './orders.fixtures.js'
import { setOrderStatus } from './orders.status.js'

// Random sequences of add, remove, order and cancel across members, checked against a tiny model.

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const cancel = (orderId: string) => setOrderStatus(ctx.db, orderId, ORDER_STATUS.cancelled)
const PRICES = [40, 60, 80, 100, 120, 150]
const MEMBERS = 3
const START_POINTS = 300
/** How often each outcome happened over all runs: a property that never orders proves nothing. */
const seen = { placed: 0, refused: 0, cancelled: 0 }

type Step =
  | { kind: 'add'; member: number; product: number }
  | { kind: 'remove'; member: number; product: number }
  | { kind: 'order'; member: number }
  | { kind: 'cancel'; pick: number }

const member = fc.integer({ min: 0, max: MEMBERS - 1 })
const product = fc.integer({ min: 0, max: PRICES.length - 1 })
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('add' as const), member, product }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), member, product }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('order' as const), member }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
)

interface Model {
  carts: number[][]
  reserved: boolean[]
  balances: number[]
  orders: { id: string; member: number; products: number[]; total: number; cancelled: boolean }[]
}

async function runSteps(steps: Step[]) {
  const members: Member[] = []
  for (let i = 0; i < MEMBERS; i++) members.push(await createMember(ctx.db, { points: START_POINTS }))
  const garments: { id: string }[] = []
  for (const price of PRICES) garments.push(await createProduct(ctx.db, { price }))
  const model: Model = {
    carts: members.map(() => []),
    reserved: garments.map(() => false),
    balances: members.map(() => START_POINTS),
    orders: [],
  }

  for (const s of steps) {
    if (s.kind === 'add') {
      const res = await callApi(ctx.app, 'POST', '/api/cart', members[s.member], {
        productId: garments[s.product]!.id,
      })
      const cart = model.carts[s.member]!
      if (model.reserved[s.product]) expect(res.statusCode).toBe(409)
      else {
        expect(res.statusCode).toBe(cart.includes(s.product) ? 200 : 201)
        if (!cart.includes(s.product)) cart.push(s.product)
      }
    } else if (s.kind === 'remove') {
      const res = await callApi(ctx.app, 'DELETE', `/api/cart/${garments[s.product]!.id}`, members[s.member])
      expect(res.statusCode).toBe(200)
      model.carts[s.member] = model.carts[s.member]!.filter((p) => p !== s.product)
    } else if (s.kind === 'order') {
      const cart = model.carts[s.member]!
      const res = await callApi(ctx.app, 'POST', '/api/orders', members[s.member], {
        items: cart.map((p) => ({ productId: garments[p]!.id })),
      })
      const total = cart.reduce((sum, p) => sum + PRICES[p]!, 0)
      const gone = cart.filter((p) => model.reserved[p])
      if (cart.length === 0) expect(res.statusCode).toBe(400)
      else if (gone.length > 0) {
        expect(res.statusCode).toBe(409)
        expect(res.json().unavailableProductIds).toEqual(gone.map((p) => garments[p]!.id))
      } else if (total > model.balances[s.member]!) {
        seen.refused++
        expect(res.statusCode).toBe(409)
        expect(res.json()).toMatchObject({ reason: 'insufficient_points', total })
      } else {
        expect(res.statusCode).toBe(201)
        seen.placed++
        model.orders.push({
          id: res.json().id,
          member: s.member,
          products: [...cart],
          total,
          cancelled: false,
        })
        model.balances[s.member]! -= total
        for (const p of cart) model.reserved[p] = true
        model.carts[s.member] = []
      }
    } else if (model.orders.length > 0) {
      const o = model.orders[s.pick % model.orders.length]!
      const { changed } = await cancel(o.id)
      expect(changed).toBe(!o.cancelled)
      if (!o.cancelled) {
        seen.cancelled++
        o.cancelled = true
        model.balances[o.member]! += o.total
        for (const p of o.products) model.reserved[p] = false
      }
    }
    await checkInvariants(
      model,
      members,
      garments.map((g) => g.id),
    )
  }
}

async function checkInvariants(model: Model, members: Member[], productIds: string[]) {
  for (const [i, m] of members.entries()) {
    const balance = await getBalance(ctx.db, m.id)
    expect(balance).toBe(model.balances[i])
    expect(balance).toBeGreaterThanOrEqual(0)
    const cart = (await callApi(ctx.app, 'GET', '/api/cart', m)).json() as {
      productId: string
      available: boolean
    }[]
    expect(cart.map((c) => c.productId)).toEqual(model.carts[i]!.map((p) => productIds[p]))
    expect(cart.map((c) => c.available)).toEqual(model.carts[i]!.map((p) => !model.reserved[p]))
  }
  const rows = await ctx.db
    .select({
      id: products.id,
      state: products.state,
      openOrders: sql<number>`(select count(*)::int from order_items i join orders o on o.id = i.order_id
        where i.product_id = products.id and o.status <> 4)`,
    })
    .from(products)
    .where(inArray(products.id, productIds))
  for (const row of rows) {
    const index = productIds.indexOf(row.id)
    expect(row.state).toBe(model.reserved[index] ? 'reserved' : 'available')
    // reserved ⇔ exactly one open order holds it; available ⇒ in no open order.
    expect(row.openOrders).toBe(row.state === 'reserved' ? 1 : 0)
  }
  const open = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 0))
  const modelOpen = new Set(model.orders.filter((o) => !o.cancelled).map((o) => o.id))
  expect(open.filter((o) => modelOpen.has(o.id))).toHaveLength(modelOpen.size)
}

it('keeps points, garments and carts consistent under random add, remove, order and cancel', {
  timeout: 120_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 20 }), async (steps) => {
      await runSteps(steps)
    }),
    { numRuns: 25 },
  )
  expect(seen.placed).toBeGreaterThan(0)
  expect(seen.cancelled).toBeGreaterThan(0)
})
