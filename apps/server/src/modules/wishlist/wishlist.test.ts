import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, wishlistItems } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { callApi, createMember, createProduct, type Member } from '../orders/orders.fixtures.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Member, payload?: object) =>
  callApi(ctx.app, method, url, who, payload)

const ids = (res: { json(): unknown }) => (res.json() as { productId: string }[]).map((i) => i.productId)

describe('wishlist', () => {
  it('refuses visitors on every call', async () => {
    const id = (await createProduct(ctx.db)).id
    const answers = await Promise.all([
      call('GET', '/api/wishlist'),
      call('POST', '/api/wishlist', undefined, { productId: id }),
      call('POST', '/api/wishlist/merge', undefined, { productIds: [id] }),
      call('DELETE', `/api/wishlist/${id}`),
      call('DELETE', '/api/wishlist/clear'),
    ])
    for (const res of answers) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'Du behöver logga in.' })
    }
  })

  it('adds with the server’s data, once', async () => {
    const m = await createMember(ctx.db)
    const p = await createProduct(ctx.db, { name: 'Randig skjorta', price: 80, size: 'S' })
    const res = await call('POST', '/api/wishlist', m, { productId: p.id, price: 0, productName: 'Fusk' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual([
      {
        productId: p.id,
        productName: 'Randig skjorta',
        productDescription: 'Mjuk och skön',
        productImageUrl: '',
        categoryId: p.categoryId,
        size: 'S',
        price: 80,
        available: true,
      },
    ])
    const again = await call('POST', '/api/wishlist', m, { productId: p.id })
    expect(again.statusCode).toBe(200)
    expect(ids(again)).toEqual([p.id])
    expect(ids(await call('GET', '/api/wishlist', m))).toEqual([p.id])
  })

  it('refuses unknown (404) and unavailable (409) garments and bad ids (400)', async () => {
    const m = await createMember(ctx.db)
    const unknown = await call('POST', '/api/wishlist', m, { productId: crypto.randomUUID() })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Kunde inte hitta produkt.')
    const hidden = await createProduct(ctx.db, { display: false })
    const res = await call('POST', '/api/wishlist', m, { productId: hidden.id })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Produkten är inte längre tillgänglig.')
    expect((await call('POST', '/api/wishlist', m, { productId: 'nope' })).statusCode).toBe(400)
    expect((await call('DELETE', '/api/wishlist/nope', m)).statusCode).toBe(400)
  })

  it('removes one and clears all, answering the updated list', async () => {
    const m = await createMember(ctx.db)
    const [a, b] = [await createProduct(ctx.db), await createProduct(ctx.db)]
    await call('POST', '/api/wishlist', m, { productId: a.id })
    await call('POST', '/api/wishlist', m, { productId: b.id })
    const removed = await call('DELETE', `/api/wishlist/${a.id}`, m)
    expect(removed.statusCode).toBe(200)
    expect(ids(removed)).toEqual([b.id])
    const cleared = await call('DELETE', '/api/wishlist/clear', m)
    expect(cleared.statusCode).toBe(200)
    expect(cleared.json()).toEqual([])
    expect(await ctx.db.select().from(wishlistItems).where(eq(wishlistItems.userId, m.id))).toEqual([])
  })

  it('marks a reserved garment unavailable and keeps it listed', async () => {
    const m = await createMember(ctx.db)
    const p = await createProduct(ctx.db)
    await call('POST', '/api/wishlist', m, { productId: p.id })
    await ctx.db.update(products).set({ state: 'reserved' }).where(eq(products.id, p.id))
    expect((await call('GET', '/api/wishlist', m)).json()).toMatchObject([
      { productId: p.id, available: false },
    ])
  })

  it('merges a guest wishlist, skipping unknown and unavailable garments', async () => {
    const m = await createMember(ctx.db)
    const a = await createProduct(ctx.db)
    const sold = await createProduct(ctx.db, { state: 'sold' })
    const res = await call('POST', '/api/wishlist/merge', m, {
      productIds: [a.id, sold.id, crypto.randomUUID()],
    })
    expect(res.statusCode).toBe(200)
    expect(ids(res)).toEqual([a.id])
  })

  it('keeps every member to their own wishlist', async () => {
    const [anna, bo] = [await createMember(ctx.db), await createMember(ctx.db)]
    const p = await createProduct(ctx.db)
    await call('POST', '/api/wishlist', anna, { productId: p.id })
    expect((await call('GET', '/api/wishlist', bo)).json()).toEqual([])
    expect((await call('DELETE', `/api/wishlist/${p.id}`, bo)).json()).toEqual([])
    expect((await call('DELETE', '/api/wishlist/clear', bo)).json()).toEqual([])
    expect(ids(await call('GET', '/api/wishlist', anna))).toEqual([p.id])
  })

  it('requires the CSRF header on cookie requests', async () => {
    const m = await createMember(ctx.db)
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/wishlist/clear',
      headers: { cookie: m.headers.cookie },
    })
    expect(res.statusCode).toBe(403)
  })
})
