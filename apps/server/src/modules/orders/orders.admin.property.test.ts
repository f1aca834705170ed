import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { getBalance } from '../../core/points/points.balance.js'
import { orderItems, orders, pointsLedger, products } from '../../db/schema/index.js'
import { AppError } from '../../lib/errors.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { callApi, createMember, createProduct } from './orders.fixtures.js'
import { deleteOrder, setOrderStatus } from './orders.status.js'

// Random sequences of staff status changes, deletes and new orders (some run in parallel) on a
// few orders that share garments, checked against the database's own books.

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const START = 200
const seen = { changed: 0, refused: 0, deleted: 0 }

type Step =
  | { kind: 'status'; order: number; status: number }
  | { kind: 'delete'; order: number }
  | { kind: 'reorder'; member: number; garment: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      order: fc.nat(5),
      status: fc.integer({ min: 0, max: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), order: fc.nat(5) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('reorder' as const), member: fc.nat(1), garment: fc.nat(3) }),
  },
)

async function run(batches: Step[][]) {
  const members = [
    await createMember(ctx.db, { points: START }),
    await createMember(ctx.db, { points: START }),
  ]
  const garments = await Promise.all([30, 50, 70, 90].map((price) => createProduct(ctx.db, { price })))
  const orderIds: string[] = []
  const place = async (member: number, garment: number) => {
    const res = await callApi(ctx.app, 'POST', '/api/orders', members[member], {
      items: [{ productId: garments[garment]!.id }],
    })
    if (res.statusCode === 201) orderIds.push(res.json().id)
  }
  await place(0, 0)
  await place(1, 1)
  await place(0, 2)

  const apply = async (s: Step) => {
    try {
      if (s.kind === 'reorder') return await place(s.member, s.garment)
      const id = orderIds[s.order % orderIds.length]!
      if (s.kind === 'delete') {
        await deleteOrder(ctx.db, id)
        seen.deleted++
      } else if ((await setOrderStatus(ctx.db, id, s.status)).changed) seen.changed++
    } catch (err) {
      if (!(err instanceof AppError) || !['conflict', 'not_found'].includes(err.kind)) throw err
      seen.refused++
    }
  }
  for (const batch of batches) await Promise.all(batch.map(apply))

  for (const m of members) {
    const ledger = await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, m.id))
    const balance = await getBalance(ctx.db, m.id)
    expect(balance).toBe(ledger.reduce((sum, r) => sum + r.delta, 0))
    expect(balance).toBeGreaterThanOrEqual(0)
    // Every order of theirs not cancelled is paid for exactly once; a cancelled one costs nothing.
    const open = await ctx.db
      .select({ total: orders.totalPoints })
      .from(orders)
      .where(and(eq(orders.userId, m.id), ne(orders.status, 4)))
    expect(balance).toBe(START - open.reduce((sum, o) => sum + o.total, 0))
  }
  const live = await ctx.db
    .select({ productId: orderItems.productId, status: orders.status })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orders.id, orderIds), ne(orders.status, 4)))
  const held = live.map((l) => l.productId)
  expect(new Set(held).size).toBe(held.length)
  for (const g of garments) {
    const [row] = await ctx.db.select({ state: products.state }).from(products).where(eq(products.id, g.id))
    const holder = live.find((l) => l.productId === g.id)
    expect(row!.state).toBe(holder ? (holder.status === 3 ? 'sold' : 'reserved') : 'available')
  }
  // A deleted order is always a cancelled one: its points are back and nothing can reopen it.
  const deletedOpen = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), isNotNull(orders.deletedAt), ne(orders.status, 4)))
  expect(deletedOpen).toEqual([])
}

it('keeps every balance equal to its ledger and no garment in two live orders', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }),
      run,
    ),
    { numRuns: 25 },
  )
  expect(seen.changed).toBeGreaterThan(10)
  expect(seen.refused).toBeGreaterThan(0)
  expect(seen.deleted).toBeGreaterThan(0)
}, 120_000)
