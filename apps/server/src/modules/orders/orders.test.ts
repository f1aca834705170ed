import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBalance } from '../../core/points/points.balance.js'
import { cartItems, memberships, orders, pointsLedger, wishlistItems } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import {
  callApi,
  createMember,
  createProduct,
  type Member,
  placeOrderApi,
  productState,
} from './orders.fixtures.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const NO_MEMBERSHIP = 'Du behöver ett aktivt medlemskap för att få kunna handla produkter.'

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Member, payload?: object, headers = {}) =>
  callApi(ctx.app, method, url, who, payload, headers)
const order = (who: Member, productIds: string[], headers: Record<string, string> = {}) =>
  placeOrderApi(ctx.app, who, productIds, headers)
const stateOf = (id: string) => productState(ctx.db, id)

describe('placing an order', () => {
  it('refuses visitors on every order call', async () => {
    const id = (await createProduct(ctx.db)).id
    const answers = await Promise.all([
      call('POST', '/api/orders', undefined, { items: [{ productId: id }] }),
      call('GET', '/api/orders'),
      call('GET', `/api/orders/${crypto.randomUUID()}`),
    ])
    for (const res of answers) expect(res.statusCode).toBe(401)
    expect(await stateOf(id)).toBe('available')
  })

  it('orders the cart at the server’s prices: debit, reservation, cart and wishlist cleaned, in one go', async () => {
    const m = await createMember(ctx.db, { points: 200 })
    const a = await createProduct(ctx.db, { name: 'Grön jacka', price: 50, size: 'M' })
    const b = await createProduct(ctx.db, { name: 'Svarta byxor', price: 70, size: '32' })
    const kept = await createProduct(ctx.db)
    for (const p of [a, b, kept]) await call('POST', '/api/cart', m, { productId: p.id })
    await call('POST', '/api/wishlist', m, { productId: a.id })
    const cart = (await call('GET', '/api/cart', m)).json() as { productId: string }[]

    // The spec's client sends the cart lines as they are, prices included; those are ignored.
    const items = cart.filter((i) => i.productId !== kept.id).map((i) => ({ ...i, price: 1 }))
    const res = await call('POST', '/api/orders', m, { items })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toEqual({
      id: expect.any(String),
      orderNumber: expect.any(Number),
      created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      orderStatus: 0,
      totalPoints: 120,
      itemCount: 2,
      items: expect.arrayContaining([
        { id: expect.any(String), productId: a.id, productName: 'Grön jacka', size: 'M', price: 50 },
        { id: expect.any(String), productId: b.id, productName: 'Svarta byxor', size: '32', price: 70 },
      ]),
    })
    expect(body.orderNumber).toBeGreaterThanOrEqual(10001)
    expect(await getBalance(ctx.db, m.id)).toBe(80)
    const ledger = await ctx.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.sourceRef, `order:${body.id}`))
    expect(ledger).toMatchObject([{ userId: m.id, delta: -120, reason: 'order' }])
    expect([await stateOf(a.id), await stateOf(b.id), await stateOf(kept.id)]).toEqual([
      'reserved',
      'reserved',
      'available',
    ])
    const left = (await call('GET', '/api/cart', m)).json() as { productId: string }[]
    expect(left.map((i) => i.productId)).toEqual([kept.id])
    expect(await ctx.db.select().from(wishlistItems).where(eq(wishlistItems.userId, m.id))).toEqual([])

    expect((await call('GET', `/api/orders/${body.id}`, m)).json()).toEqual(body)
    const next = await order(m, [kept.id])
    expect(next.json().orderNumber).toBe(body.orderNumber + 1)
  })

  it('counts a garment sent twice once', async () => {
    const m = await createMember(ctx.db, { points: 100 })
    const p = await createProduct(ctx.db, { price: 60 })
    const res = await order(m, [p.id, p.id])
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ totalPoints: 60, itemCount: 1 })
    expect(await getBalance(ctx.db, m.id)).toBe(40)
  })

  it('refuses without an active membership (403) and changes nothing', async () => {
    const none = await createMember(ctx.db, { points: 500, membership: false })
    const lapsed = await createMember(ctx.db, { points: 500, membership: false })
    await ctx.db.insert(memberships).values({
      userId: lapsed.id,
      provider: 'test',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() - 60_000),
    })
    const cancelled = await createMember(ctx.db, { points: 500, membership: false })
    await ctx.db.insert(memberships).values({ userId: cancelled.id, provider: 'test', status: 'canceled' })
    const p = await createProduct(ctx.db)
    for (const m of [none, lapsed, cancelled]) {
      const res = await order(m, [p.id])
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ error: 'forbidden', message: NO_MEMBERSHIP })
      expect(await getBalance(ctx.db, m.id)).toBe(500)
    }
    expect(await stateOf(p.id)).toBe('available')
  })

  it('answers 409 naming the garments no longer available, and changes nothing', async () => {
    const m = await createMember(ctx.db, { points: 500 })
    const ok = await createProduct(ctx.db, { name: 'Gul kofta' })
    const reserved = await createProduct(ctx.db, { name: 'Röd klänning', state: 'reserved' })
    const hidden = await createProduct(ctx.db, { name: 'Vit skjorta', display: false })
    await call('POST', '/api/cart', m, { productId: ok.id })

    const one = await order(m, [ok.id, reserved.id])
    expect(one.statusCode).toBe(409)
    expect(one.json()).toEqual({
      error: 'conflict',
      message: 'Produkten Röd klänning är inte längre tillgänglig. Ta bort den ur varukorgen.',
      reason: 'unavailable',
      unavailableProductIds: [reserved.id],
    })

    const unknown = crypto.randomUUID()
    const many = await order(m, [hidden.id, ok.id, unknown])
    expect(many.statusCode).toBe(409)
    expect(many.json().message).toBe(
      'Följande produkter är inte längre tillgängliga: Vit skjorta, okänd produkt. Ta bort dem ur varukorgen.',
    )
    expect(many.json().unavailableProductIds).toEqual([hidden.id, unknown])

    expect(await getBalance(ctx.db, m.id)).toBe(500)
    expect(await stateOf(ok.id)).toBe('available')
    expect((await call('GET', '/api/cart', m)).json()).toHaveLength(1)
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, m.id))).toEqual([])
  })

  it('answers 409 showing balance and total when the points do not cover the order', async () => {
    const m = await createMember(ctx.db, { points: 120 })
    const a = await createProduct(ctx.db, { price: 200 })
    const b = await createProduct(ctx.db, { price: 140 })
    const res = await order(m, [a.id, b.id])
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      error: 'conflict',
      message: 'Du har 120 poäng men beställningen kostar 340 poäng.',
      reason: 'insufficient_points',
      balance: 120,
      total: 340,
    })
    expect(await getBalance(ctx.db, m.id)).toBe(120)
    expect([await stateOf(a.id), await stateOf(b.id)]).toEqual(['available', 'available'])
  })

  it('writes balance and total grouped, as every screen does, when they reach thousands', async () => {
    const m = await createMember(ctx.db, { points: 1200 })
    const p = await createProduct(ctx.db, { price: 12_500 })
    const res = await order(m, [p.id])
    expect(res.statusCode).toBe(409)
    // The grouping space is a no-break space (U+00A0), so a number never wraps across lines.
    expect(res.json().message).toBe('Du har 1\u00a0200 poäng men beställningen kostar 12\u00a0500 poäng.')
  })

  it('answers 400 to empty, missing and malformed items', async () => {
    const m = await createMember(ctx.db, { points: 500 })
    const p = await createProduct(ctx.db)
    const bodies = [
      { items: [] },
      {},
      { items: [{ productId: 'abc' }] },
      { items: [{}] },
      { items: 'x' },
      { items: Array.from({ length: 101 }, () => ({ productId: p.id })) },
    ]
    for (const payload of bodies) {
      const res = await call('POST', '/api/orders', m, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: 'validation', message: expect.any(String) })
    }
    expect(await stateOf(p.id)).toBe('available')
  })

  it('requires the CSRF header on cookie requests', async () => {
    const m = await createMember(ctx.db, { points: 500 })
    const p = await createProduct(ctx.db)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: m.headers.cookie },
      payload: { items: [{ productId: p.id }] },
    })
    expect(res.statusCode).toBe(403)
    expect(await stateOf(p.id)).toBe('available')
  })
})

describe('reading orders', () => {
  it('lists the member’s own orders, newest first, with their items', async () => {
    const m = await createMember(ctx.db, { points: 500 })
    expect((await call('GET', '/api/orders', m)).json()).toEqual([])
    const first = (await order(m, [(await createProduct(ctx.db)).id])).json()
    const second = (await order(m, [(await createProduct(ctx.db)).id])).json()
    const other = await createMember(ctx.db, { points: 500 })
    await order(other, [(await createProduct(ctx.db)).id])

    const res = await call('GET', '/api/orders', m)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([second, first])
  })

  it('shows one own order; another member’s, unknown or malformed ids are 404', async () => {
    const [anna, bo] = [await createMember(ctx.db, { points: 500 }), await createMember(ctx.db)]
    const placed = (await order(anna, [(await createProduct(ctx.db)).id])).json()
    const own = await call('GET', `/api/orders/${placed.id}`, anna)
    expect(own.statusCode).toBe(200)
    expect(own.json()).toEqual(placed)
    for (const url of [`/api/orders/${placed.id}`, `/api/orders/${crypto.randomUUID()}`, '/api/orders/12']) {
      const res = await call('GET', url, bo)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: 'not_found', message: 'Beställningen finns inte.' })
    }
  })

  it('leaves other members’ carts holding an ordered garment, marked unavailable', async () => {
    const [anna, bo] = [await createMember(ctx.db, { points: 500 }), await createMember(ctx.db)]
    const p = await createProduct(ctx.db)
    await call('POST', '/api/cart', bo, { productId: p.id })
    expect((await order(anna, [p.id])).statusCode).toBe(201)
    expect((await call('GET', '/api/cart', bo)).json()).toMatchObject([{ productId: p.id, available: false }])
    const row = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(and(eq(cartItems.userId, bo.id), eq(cartItems.productId, p.id)))
    expect(row[0]!.n).toBe(1)
  })
})

describe('API documentation', () => {
  it('documents every cart, wishlist and order call', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    const paths = res.json().paths as Record<string, Record<string, unknown>>
    expect(Object.keys(paths['/api/cart']!).sort()).toEqual(['get', 'post'])
    expect(paths['/api/cart/clear']!.delete).toBeDefined()
    expect(paths['/api/cart/{productId}']!.delete).toBeDefined()
    expect(paths['/api/cart/merge']!.post).toBeDefined()
    expect(paths['/api/cart/add-wishlist-to-cart']!.post).toBeDefined()
    expect(paths['/api/cart/add-wishlist-item-to-cart/{id}']!.post).toBeDefined()
    expect(Object.keys(paths['/api/wishlist']!).sort()).toEqual(['get', 'post'])
    expect(paths['/api/wishlist/{id}']!.delete).toBeDefined()
    expect(paths['/api/wishlist/clear']!.delete).toBeDefined()
    expect(Object.keys(paths['/api/orders']!).sort()).toEqual(['get', 'post'])
    expect(paths['/api/orders/{id}']!.get).toBeDefined()
    const post = paths['/api/orders']!.post as { parameters: { name: string; in: string }[] }
    expect(post.parameters).toContainEqual(expect.objectContaining({ name: 'idempotency-key', in: 'header' }))
  })
})
