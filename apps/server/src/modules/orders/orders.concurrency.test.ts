import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBalance } from '../../core/points/points.balance.js'
import { orderItems, orders, pointsLedger, products } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { callApi, createMember, createProduct, type Member } from './orders.fixtures.js'

// Real concurrency against real PostgreSQL: many requests in flight at once through app.inject.

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const order = (who: Member, productIds: string[], headers: Record<string, string> = {}) =>
  callApi(
    ctx.app,
    'POST',
    '/api/orders',
    who,
    { items: productIds.map((productId) => ({ productId })) },
    headers,
  )

const count = async (query: string) => ((await ctx.db.execute(sql.raw(query))).rows[0] as { n: number }).n

/** Every reservation belongs to exactly one open order, every order has items and one debit. */
async function expectNoOrphans() {
  expect(
    await count(`select count(*)::int n from products p where p.state = 'reserved' and (
      select count(*) from order_items i join orders o on o.id = i.order_id
      where i.product_id = p.id and o.status <> 4) <> 1`),
  ).toBe(0)
  expect(
    await count(`select count(*)::int n from order_items i join orders o on o.id = i.order_id
      join products p on p.id = i.product_id where o.status between 0 and 2 and p.state <> 'reserved'`),
  ).toBe(0)
  expect(
    await count(
      'select count(*)::int n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
    ),
  ).toBe(0)
  expect(
    await count(`select count(*)::int n from orders o where (select count(*) from points_ledger l
      where l.source_ref = 'order:' || o.id and l.delta = -o.total_points) <> 1`),
  ).toBe(0)
  expect(
    await count(
      `select count(*)::int n from (select user_id from points_ledger group by user_id having sum(delta) < 0) neg`,
    ),
  ).toBe(0)
}

describe('orders under real concurrency', () => {
  it('50 members ordering one garment at the same moment: exactly one wins, 20 rounds', {
    timeout: 180_000,
  }, async () => {
    const members = await Promise.all(
      Array.from({ length: 50 }, () => createMember(ctx.db, { points: 1000 })),
    )
    const ledgerRowsBefore = await count('select count(*)::int n from points_ledger')
    for (let round = 0; round < 20; round++) {
      const garment = await createProduct(ctx.db, { name: `Unikt plagg ${round}`, price: 30 })
      const answers = await Promise.all(members.map((m) => order(m, [garment.id])))
      const statuses = answers.map((r) => r.statusCode)
      expect(statuses.filter((s) => s === 201)).toHaveLength(1)
      expect(statuses.filter((s) => s === 409)).toHaveLength(49)
      for (const lost of answers.filter((r) => r.statusCode === 409)) {
        expect(lost.json()).toMatchObject({
          message: `Produkten Unikt plagg ${round} är inte längre tillgänglig. Ta bort den ur varukorgen.`,
          unavailableProductIds: [garment.id],
        })
      }
      const winner = answers.findIndex((r) => r.statusCode === 201)
      expect(await getBalance(ctx.db, members[winner]!.id)).toBeLessThan(1000)
      expect(await count(`select count(*)::int n from order_items where product_id = '${garment.id}'`)).toBe(
        1,
      )
    }
    expect(await count('select count(*)::int n from points_ledger')).toBe(ledgerRowsBefore + 20)
    expect(
      await count(`select coalesce(sum(delta), 0)::int n from points_ledger where reason = 'order'`),
    ).toBe(-600)
    expect(await count('select count(*)::int n from orders')).toBe(20)
    expect(await count(`select count(*)::int n from products where state = 'reserved'`)).toBe(20)
    await expectNoOrphans()
  })

  it('one member firing 20 parallel orders beyond their balance never goes below zero', async () => {
    const m = await createMember(ctx.db, { points: 500 })
    const garments = await Promise.all(Array.from({ length: 20 }, () => createProduct(ctx.db, { price: 60 })))
    const answers = await Promise.all(garments.map((g) => order(m, [g.id])))
    const won = answers.filter((r) => r.statusCode === 201)
    const refused = answers.filter((r) => r.statusCode === 409)
    expect(won).toHaveLength(8) // 8 × 60 = 480 ≤ 500 < 540
    expect(refused).toHaveLength(12)
    for (const r of refused)
      expect(r.json()).toMatchObject({ reason: 'insufficient_points', balance: 20, total: 60 })
    const balance = await getBalance(ctx.db, m.id)
    expect(balance).toBe(20)
    const ledgerSum = await ctx.db
      .select({ sum: sql<number>`sum(${pointsLedger.delta})::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, m.id))
    expect(ledgerSum[0]!.sum).toBe(balance)
    expect(await count(`select count(*)::int n from orders where user_id = '${m.id}'`)).toBe(8)
    await expectNoOrphans()
  })

  it('the same Idempotency-Key 10 times in parallel places one order', async () => {
    const m = await createMember(ctx.db, { points: 500 })
    const [a, b] = [await createProduct(ctx.db, { price: 40 }), await createProduct(ctx.db, { price: 45 })]
    const key = crypto.randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => order(m, [a.id, b.id], { 'idempotency-key': key })),
    )
    expect(answers.map((r) => r.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ])
    const ids = new Set(answers.map((r) => r.json().id))
    expect(ids.size).toBe(1)
    expect(await count(`select count(*)::int n from orders where user_id = '${m.id}'`)).toBe(1)
    expect(await getBalance(ctx.db, m.id)).toBe(415)
  })

  it('a key racing past the lookup loses on the unique index: rolled back, answered with the first order', async () => {
    const m = await createMember(ctx.db, { points: 500 })
    const p = await createProduct(ctx.db, { price: 40 })
    const key = 'racing-key'
    // Another process has inserted the order for this key but not yet committed.
    const other = new pg.Client({ connectionString: ctx.dbUrl })
    await other.connect()
    await other.query('begin')
    const inserted = await other.query(
      'insert into orders (user_id, total_points, idempotency_key) values ($1, 40, $2) returning id',
      [m.id, key],
    )
    const orderId = inserted.rows[0].id as string
    await other.query(
      `insert into order_items (order_id, product_id, price, product_name, size) values ($1, $2, 40, 'x', 'M')`,
      [orderId, p.id],
    )
    const pending = order(m, [p.id], { 'idempotency-key': key })
    await waitForLockWait()
    await other.query('commit')
    await other.end()

    const res = await pending
    expect(res.statusCode).toBe(200)
    expect(res.json().id).toBe(orderId)
    // The loser's debit and reservation were rolled back with its transaction.
    expect(await getBalance(ctx.db, m.id)).toBe(500)
    const [row] = await ctx.db.select({ state: products.state }).from(products).where(eq(products.id, p.id))
    expect(row!.state).toBe('available')
    // Clean up the hand-made order so the orphan checks of later tests hold.
    await ctx.db.delete(orders).where(eq(orders.id, orderId))
  })
})

/** Waits until some session of this database is blocked on a lock. */
async function waitForLockWait() {
  for (let i = 0; i < 200; i++) {
    const n = await count(
      `select count(*)::int n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )
    if (n > 0) return
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error('no request ever waited on the lock')
}

describe('a failure after the debit leaves nothing behind', () => {
  it.each([
    ['order_items', 'insert'],
    ['cart_items', 'delete'],
  ])('when the %s %s fails, the whole order is rolled back', async (table, op) => {
    const m = await createMember(ctx.db, { points: 300 })
    const ok = await createProduct(ctx.db, { price: 50 })
    const cursed = await createProduct(ctx.db, { price: 50 })
    for (const p of [ok, cursed]) await callApi(ctx.app, 'POST', '/api/cart', m, { productId: p.id })
    const ordersBefore = await count('select count(*)::int n from orders')
    const ledgerBefore = await count('select count(*)::int n from points_ledger')
    const fn = `fail_${table}_${op}`
    const row = op === 'delete' ? 'old' : 'new'
    await ctx.db.execute(
      sql.raw(`create function ${fn}() returns trigger language plpgsql as $$ begin
        if ${row}.product_id = '${cursed.id}' then raise exception 'injected failure'; end if;
        return ${row}; end $$;
        create trigger ${fn} before ${op} on ${table} for each row execute function ${fn}();`),
    )
    try {
      const res = await order(m, [ok.id, cursed.id])
      expect(res.statusCode).toBe(500)
      expect(res.json()).toEqual({ error: 'internal', message: 'Ett oväntat fel uppstod. Försök igen.' })
    } finally {
      await ctx.db.execute(sql.raw(`drop trigger ${fn} on ${table}; drop function ${fn}();`))
    }
    expect(await count('select count(*)::int n from orders')).toBe(ordersBefore)
    expect(await count('select count(*)::int n from points_ledger')).toBe(ledgerBefore)
    expect(await getBalance(ctx.db, m.id)).toBe(300)
    const states = await ctx.db
      .select({ state: products.state })
      .from(products)
      .where(sql`${products.id} in (${ok.id}, ${cursed.id})`)
    expect(states.map((s) => s.state)).toEqual(['available', 'available'])
    const cart = (await callApi(ctx.app, 'GET', '/api/cart', m)).json() as { productId: string }[]
    expect(cart.map((i) => i.productId)).toEqual([ok.id, cursed.id])
    expect(await ctx.db.select().from(orderItems).where(eq(orderItems.productId, ok.id))).toEqual([])
    // And the member can still order once the fault is gone.
    expect((await order(m, [ok.id, cursed.id])).statusCode).toBe(201)
  })
})
