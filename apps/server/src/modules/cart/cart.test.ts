import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMediaUrls } from '../../core/media/media.urls.js'
import { cartItems, products, wishlistItems } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { addMainImage, callApi, createMember, createProduct, type Member } from '../orders/orders.fixtures.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({ MEDIA_PUBLIC_URL: 'https://cdn.example.com/' })
})
afterAll(() => ctx.close())

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Member, payload?: object) =>
  callApi(ctx.app, method, url, who, payload)

const ids = (res: { json(): unknown }) => (res.json() as { productId: string }[]).map((i) => i.productId)

describe('cart', () => {
  it('refuses visitors on every call', async () => {
    const id = (await createProduct(ctx.db)).id
    const calls = [
      call('GET', '/api/cart'),
      call('POST', '/api/cart', undefined, { productId: id }),
      call('POST', '/api/cart/merge', undefined, { productIds: [id] }),
      call('DELETE', `/api/cart/${id}`),
      call('DELETE', '/api/cart/clear'),
      call('POST', '/api/cart/add-wishlist-to-cart'),
      call('POST', `/api/cart/add-wishlist-item-to-cart/${id}`),
    ]
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'Du behöver logga in.' })
    }
  })

  it('adds a garment with the server’s data, whatever the client sends', async () => {
    const m = await createMember(ctx.db)
    const p = await createProduct(ctx.db, { name: 'Blå ylletröja', price: 120, size: 'L' })
    await addMainImage(ctx.db, p.id, 'abc123')
    expect((await call('GET', '/api/cart', m)).json()).toEqual([])

    const res = await call('POST', '/api/cart', m, {
      productId: p.id,
      productName: 'Gratis!',
      productDescription: 'x',
      productImageUrl: 'https://evil.example/x.png',
      categoryId: p.categoryId,
      size: 'XS',
      price: 1,
    })
    expect(res.statusCode).toBe(201)
    const expected = {
      productId: p.id,
      productName: 'Blå ylletröja',
      productDescription: 'Mjuk och skön',
      productImageUrl: createMediaUrls('https://cdn.example.com/').defaultUrl('abc123', [320, 640]),
      categoryId: p.categoryId,
      size: 'L',
      price: 120,
      available: true,
    }
    expect(res.json()).toEqual([expected])
    expect((await call('GET', '/api/cart', m)).json()).toEqual([expected])
  })

  it('treats adding twice as a no-op (200) and keeps lines in the order added', async () => {
    const m = await createMember(ctx.db)
    const [a, b] = [await createProduct(ctx.db), await createProduct(ctx.db)]
    expect((await call('POST', '/api/cart', m, { productId: a.id })).statusCode).toBe(201)
    expect((await call('POST', '/api/cart', m, { productId: b.id })).statusCode).toBe(201)
    const again = await call('POST', '/api/cart', m, { productId: a.id })
    expect(again.statusCode).toBe(200)
    expect(ids(again)).toEqual([a.id, b.id])
  })

  it('answers an image-less garment with an empty image URL', async () => {
    const m = await createMember(ctx.db)
    const p = await createProduct(ctx.db)
    const res = await call('POST', '/api/cart', m, { productId: p.id })
    expect(res.json()[0].productImageUrl).toBe('')
  })

  it('refuses unknown (404), hidden, reserved and sold (409) garments and bad input (400)', async () => {
    const m = await createMember(ctx.db)
    const unknown = await call('POST', '/api/cart', m, { productId: crypto.randomUUID() })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Kunde inte hitta produkt.' })

    for (const overrides of [
      { display: false },
      { state: 'reserved' as const },
      { state: 'sold' as const },
    ]) {
      const p = await createProduct(ctx.db, overrides)
      const res = await call('POST', '/api/cart', m, { productId: p.id })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({
        error: 'conflict',
        message: 'Produkten är inte längre tillgänglig.',
      })
    }
    for (const payload of [{ productId: 'abc' }, {}, { productId: 42 }]) {
      const res = await call('POST', '/api/cart', m, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: 'validation', message: expect.stringContaining('productId') })
    }
    expect((await call('GET', '/api/cart', m)).json()).toEqual([])
  })

  it('requires the CSRF header on cookie requests, but not with a bearer token', async () => {
    const m = await createMember(ctx.db)
    const p = await createProduct(ctx.db)
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { cookie: m.headers.cookie },
      payload: { productId: p.id },
    })
    expect(noCsrf.statusCode).toBe(403)
    expect(noCsrf.json().error).toBe('forbidden')
    const token = m.headers.cookie.replace('Authorization=', '')
    const bearer = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/cart/clear',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(bearer.statusCode).toBe(200)
  })

  it('removes one garment and answers the updated list; unknown lines are not an error', async () => {
    const m = await createMember(ctx.db)
    const [a, b] = [await createProduct(ctx.db), await createProduct(ctx.db)]
    await call('POST', '/api/cart', m, { productId: a.id })
    await call('POST', '/api/cart', m, { productId: b.id })
    const res = await call('DELETE', `/api/cart/${a.id}`, m)
    expect(res.statusCode).toBe(200)
    expect(ids(res)).toEqual([b.id])
    const again = await call('DELETE', `/api/cart/${a.id}`, m)
    expect(again.statusCode).toBe(200)
    expect(ids(again)).toEqual([b.id])
    const bad = await call('DELETE', '/api/cart/not-a-uuid', m)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('validation')
  })

  it('clears the cart: the static /clear route wins over /{productId}, in any letter case', async () => {
    const m = await createMember(ctx.db)
    await call('POST', '/api/cart', m, { productId: (await createProduct(ctx.db)).id })
    const res = await call('DELETE', '/api/cart/clear', m)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
    await call('POST', '/api/cart', m, { productId: (await createProduct(ctx.db)).id })
    expect((await call('DELETE', '/api/Cart/Clear', m)).json()).toEqual([])
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.userId, m.id))).toEqual([])
  })

  it('marks a line unavailable once the garment is reserved, sold or hidden', async () => {
    const m = await createMember(ctx.db)
    const p = await createProduct(ctx.db)
    await call('POST', '/api/cart', m, { productId: p.id })
    for (const change of [{ state: 'reserved' as const }, { state: 'sold' as const }, { display: false }]) {
      await ctx.db
        .update(products)
        .set({ state: 'available', display: true, ...change })
        .where(eq(products.id, p.id))
      expect((await call('GET', '/api/cart', m)).json()[0]).toMatchObject({
        productId: p.id,
        available: false,
      })
    }
  })

  it('keeps every member to their own cart', async () => {
    const [anna, bo] = [await createMember(ctx.db), await createMember(ctx.db)]
    const p = await createProduct(ctx.db)
    await call('POST', '/api/cart', anna, { productId: p.id })
    expect((await call('GET', '/api/cart', bo)).json()).toEqual([])
    expect((await call('DELETE', `/api/cart/${p.id}`, bo)).json()).toEqual([])
    expect((await call('DELETE', '/api/cart/clear', bo)).json()).toEqual([])
    expect(ids(await call('GET', '/api/cart', anna))).toEqual([p.id])
  })
})

describe('guest cart merge after login', () => {
  it('survives the web client adding each browser item in parallel, unknown and gone ones included', async () => {
    const m = await createMember(ctx.db)
    const [a, b] = [await createProduct(ctx.db), await createProduct(ctx.db)]
    const sold = await createProduct(ctx.db, { state: 'sold' })
    await call('POST', '/api/cart', m, { productId: a.id })
    const answers = await Promise.all(
      [a.id, b.id, b.id, sold.id, crypto.randomUUID()].map((productId) =>
        call('POST', '/api/cart', m, { productId }),
      ),
    )
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201, 404, 409])
    expect(ids(await call('GET', '/api/cart', m)).sort()).toEqual([a.id, b.id].sort())
  })

  it('merges a list in one call, skipping unknown and unavailable garments', async () => {
    const m = await createMember(ctx.db)
    const [a, b] = [await createProduct(ctx.db), await createProduct(ctx.db)]
    const hidden = await createProduct(ctx.db, { display: false })
    await call('POST', '/api/cart', m, { productId: a.id })
    const body = { productIds: [b.id, a.id, hidden.id, crypto.randomUUID(), b.id] }
    const res = await call('POST', '/api/cart/merge', m, body)
    expect(res.statusCode).toBe(200)
    expect(ids(res)).toEqual([a.id, b.id])
    expect(ids(await call('POST', '/api/cart/merge', m, body))).toEqual([a.id, b.id])
    expect(ids(await call('POST', '/api/cart/merge', m, { productIds: [] }))).toEqual([a.id, b.id])
    expect((await call('POST', '/api/cart/merge', m, { productIds: ['x'] })).statusCode).toBe(400)
  })
})

describe('moving from the wishlist to the cart', () => {
  const inWishlist = (userId: string) =>
    ctx.db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId))
      .then((rows) => rows.map((r) => r.productId).sort())

  it('moves every available garment and leaves the unavailable ones in the wishlist', async () => {
    const m = await createMember(ctx.db)
    const [a, b, c] = [await createProduct(ctx.db), await createProduct(ctx.db), await createProduct(ctx.db)]
    for (const p of [a, b, c]) await call('POST', '/api/wishlist', m, { productId: p.id })
    await call('POST', '/api/cart', m, { productId: b.id })
    await ctx.db.update(products).set({ state: 'reserved' }).where(eq(products.id, c.id))

    const res = await call('POST', '/api/cart/add-wishlist-to-cart', m)
    expect(res.statusCode).toBe(200)
    expect(ids(res).sort()).toEqual([a.id, b.id].sort())
    expect(await inWishlist(m.id)).toEqual([c.id])
    expect(ids(await call('POST', '/api/cart/add-wishlist-to-cart', m)).sort()).toEqual([a.id, b.id].sort())
  })

  it('moves one garment; unknown is 404, unavailable is 409 and stays put, bad id is 400', async () => {
    const m = await createMember(ctx.db)
    const [a, b] = [await createProduct(ctx.db), await createProduct(ctx.db)]
    await call('POST', '/api/wishlist', m, { productId: a.id })
    await call('POST', '/api/wishlist', m, { productId: b.id })

    const res = await call('POST', `/api/cart/add-wishlist-item-to-cart/${a.id}`, m)
    expect(res.statusCode).toBe(200)
    expect(ids(res)).toEqual([a.id])
    expect(await inWishlist(m.id)).toEqual([b.id])
    // A repeated click: already moved, still answers the cart.
    expect(ids(await call('POST', `/api/cart/add-wishlist-item-to-cart/${a.id}`, m))).toEqual([a.id])

    await ctx.db.update(products).set({ state: 'sold' }).where(eq(products.id, b.id))
    const gone = await call('POST', `/api/cart/add-wishlist-item-to-cart/${b.id}`, m)
    expect(gone.statusCode).toBe(409)
    expect(gone.json().message).toBe('Produkten är inte längre tillgänglig.')
    expect(await inWishlist(m.id)).toEqual([b.id])

    const unknown = await call('POST', `/api/cart/add-wishlist-item-to-cart/${crypto.randomUUID()}`, m)
    expect(unknown.statusCode).toBe(404)
    expect((await call('POST', '/api/cart/add-wishlist-item-to-cart/123', m)).statusCode).toBe(400)
  })

  it('moves only the caller’s own wishlist', async () => {
    const [anna, bo] = [await createMember(ctx.db), await createMember(ctx.db)]
    const p = await createProduct(ctx.db)
    await call('POST', '/api/wishlist', anna, { productId: p.id })
    expect((await call('POST', '/api/cart/add-wishlist-to-cart', bo)).json()).toEqual([])
    expect(await inWishlist(anna.id)).toEqual([p.id])
    const row = await ctx.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, anna.id), eq(cartItems.productId, p.id)))
    expect(row).toEqual([])
  })
})
