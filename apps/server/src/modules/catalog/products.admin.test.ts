import { existsSync } from 'node:fs'
import path from 'node:path'
import type { AdminProductSearchResponse, CategoryTreeNodeDto } from '@kladbyte/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartItems, orderItems, orders, products, wishlistItems } from '../../db/schema/index.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { createProduct } from './catalog.fixtures.js'
import { type AdminProductsTest, type Headers, startAdminProductsTest } from './products.admin.fixtures.js'

const UNKNOWN = '6f1c1b8e-3f7a-4c1e-9b1a-2a7c9d0e4f55'
let ctx: AdminProductsTest['ctx']
let cat: AdminProductsTest['cat']
let admin: Headers
let member: Headers
let memberId: string
let jpeg: string
let png: string
let call: AdminProductsTest['call']
let garment: AdminProductsTest['garment']
let create: AdminProductsTest['create']
let images: AdminProductsTest['images']

beforeAll(async () => {
  ;({ ctx, cat, admin, member, memberId, jpeg, png, call, garment, create, images } =
    await startAdminProductsTest())
})
afterAll(() => ctx.close())

describe('access: 401 for a visitor and 403 for a member, before validation', () => {
  const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, number][] = [
    ['GET', '/api/products/admin/search?page=x', 400],
    ['GET', '/api/category/tree', 200],
    ['POST', '/api/products', 400],
    ['PUT', '/api/products', 400],
    ['DELETE', '/api/products/not-an-id', 400],
    ['POST', '/api/products/image/not-an-id', 400],
    ['DELETE', '/api/products/image/not-an-id', 400],
    ['PUT', '/api/products/image/main/x/y', 400],
  ]
  it.each(calls)('%s %s (admin: %i)', async (method, url, adminStatus) => {
    const body = method === 'POST' || method === 'PUT' ? { bad: true } : undefined
    expect((await call(method, url, {}, body)).statusCode).toBe(401)
    expect((await call(method, url, member, body)).statusCode).toBe(403)
    expect((await call(method, url, admin, body)).statusCode).toBe(adminStatus)
  })
})

describe('POST and PUT /api/products: the rules', () => {
  it('creates a garment with trimmed name, a listed or free size, and answers its id', async () => {
    const id = await create({ name: '  Kjol  ', size: '4–5 år' })
    const free = await create({ size: 'EU 38' })
    const res = await call('GET', `/api/products/${id}`, admin)
    expect(res.json()).toMatchObject({ name: 'Kjol', size: '4–5 år', price: 250, display: true })
    expect((await call('GET', `/api/products/${free}`)).json().size).toBe('EU 38')
  })

  it.each([
    ['no name', { name: '   ' }, 'name'],
    ['a name over 120', { name: 'x'.repeat(121) }, 'name'],
    ['a price of 0', { price: 0 }, 'price'],
    ['a price over 100 000', { price: 100_001 }, 'price'],
    ['a decimal price', { price: 10.5 }, 'price'],
    ['a free size over 30', { size: 'x'.repeat(31) }, 'size'],
    ['an empty size', { size: '' }, 'size'],
    ['a description over 4000', { description: 'x'.repeat(4001) }, 'description'],
    ['no category', { categoryId: undefined }, 'categoryId'],
  ])('answers 400 in Swedish for %s', async (_what, values, field) => {
    const res = await call('POST', '/api/products', admin, garment(values))
    expect(res.statusCode).toBe(400)
    expect(JSON.stringify(res.json().fields ?? res.json())).toContain(field)
  })

  it('accepts the price bounds 1 and 100 000', async () => {
    await create({ price: 1 })
    await create({ price: 100_000 })
  })

  it('answers 400 for a category that does not exist', async () => {
    const res = await call('POST', '/api/products', admin, garment({ categoryId: UNKNOWN }))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Kategorin finns inte.')
  })

  it('updates every field; an unknown id answers 404', async () => {
    const id = await create()
    const res = await call('PUT', '/api/products', admin, {
      ...garment({ name: 'Ny', price: 99, size: 'XS–S', display: false, categoryId: cat.barn }),
      id,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id,
      name: 'Ny',
      price: 99,
      size: 'XS–S',
      display: false,
      categoryId: cat.barn,
    })
    expect((await call('PUT', '/api/products', admin, { ...garment(), id: UNKNOWN })).statusCode).toBe(404)
  })
})

describe('GET /api/products/admin/search and /api/category/tree', () => {
  it('lists hidden and reserved garments, newest first, with category path and counts', async () => {
    const hidden = await create({ name: 'Dold', display: false, categoryId: cat.barn })
    const reserved = await create({ name: 'Reserverad', categoryId: cat.barn, images: [{ blob: png }] })
    await ctx.db.update(products).set({ state: 'reserved' }).where(eq(products.id, reserved))
    const res = await call(
      'GET',
      `/api/products/admin/search?page=1&pageSize=5&includeDescendants=true&categoryId=${cat.barn}`,
      admin,
    )
    const body = res.json() as AdminProductSearchResponse
    expect(body.items.slice(0, 2).map((i) => i.id)).toEqual([reserved, hidden])
    expect(body.items[0]).toMatchObject({
      state: 'reserved',
      category: { name: 'Barn', path: ['Barn'], depth: 1 },
    })
    expect(body.items[0]!.thumbnailUrl).toMatch(/^\/media\/products\/.+-\d+\.webp$/)
    expect(body.activeTotal).toBe(body.total - body.items.filter((i) => !i.display).length)
    const underDam = (await call('GET', `/api/products/admin/search?categoryId=${cat.dam}`, admin)).json()
    expect(underDam.items[0].category).toMatchObject({ path: ['Dam', 'Klänningar'], depth: 2 })
    const onlyHidden = (
      await call('GET', `/api/products/admin/search?categoryId=${cat.barn}&display=false`, admin)
    ).json()
    expect(onlyHidden.items.map((i: { id: string }) => i.id)).toContain(hidden)
    expect(onlyHidden.items.every((i: { display: boolean }) => !i.display)).toBe(true)
    expect((await call('GET', `/api/products/admin/search?categoryId=${UNKNOWN}`, admin)).statusCode).toBe(
      404,
    )
    const tree = (await call('GET', '/api/category/tree', admin)).json() as CategoryTreeNodeDto[]
    expect(tree.map((n) => [n.name, n.depth, n.isLeaf])).toEqual([
      ['Dam', 0, false],
      ['Klänningar', 1, true],
      ['Barn', 0, true],
    ])
    expect(tree[0]!.count).toBe(tree[1]!.count)
  })

  it('a page size outside the list falls back to 10', async () => {
    const body = (await call('GET', '/api/products/admin/search?pageSize=7', admin)).json()
    expect(body.items.length).toBeLessThanOrEqual(10)
    expect(body.totalPages).toBe(Math.ceil(body.total / 10))
  })
})

describe('DELETE /api/products/{id}', () => {
  it('deletes a garment with its image files and takes it out of carts and wishlists', async () => {
    const id = await create({ images: [{ blob: jpeg }] })
    const [image] = await images(id)
    await ctx.db.insert(cartItems).values({ userId: memberId, productId: id })
    await ctx.db.insert(wishlistItems).values({ userId: memberId, productId: id })
    const file = path.join(ctx.app.media.root, image!.imageUrl.replace(/^\/media\//, ''))
    const res = await call('DELETE', `/api/products/${id}`, admin)
    expect(res.json()).toEqual({ archived: false })
    expect(await ctx.db.select().from(products).where(eq(products.id, id))).toEqual([])
    expect(existsSync(file)).toBe(false)
    expect(
      (await call('GET', '/api/cart', member)).json().map((i: { productId: string }) => i.productId),
    ).not.toContain(id)
    expect((await call('DELETE', `/api/products/${id}`, admin)).statusCode).toBe(404)
  })

  it('archives a garment that is in an order: gone from shop, list, carts and wishlists; kept for the order', async () => {
    const id = await create({ name: 'Beställd' })
    const other = await createUser(ctx.db)
    const [order] = await ctx.db.insert(orders).values({ userId: other.id, totalPoints: 250 }).returning()
    await ctx.db
      .insert(orderItems)
      .values({ orderId: order!.id, productId: id, price: 250, productName: 'Beställd' })
    await ctx.db.insert(wishlistItems).values({ userId: memberId, productId: id })
    const res = await call('DELETE', `/api/products/${id}`, admin)
    expect(res.json()).toEqual({ archived: true })
    expect((await call('GET', `/api/products/${id}`)).statusCode).toBe(404)
    const list = (
      await call('GET', '/api/products/admin/search?pageSize=100', admin)
    ).json() as AdminProductSearchResponse
    expect(list.items.map((i) => i.id)).not.toContain(id)
    expect(await ctx.db.select().from(wishlistItems).where(eq(wishlistItems.productId, id))).toEqual([])
    expect(await ctx.db.select().from(orderItems).where(eq(orderItems.productId, id))).toHaveLength(1)
    expect((await call('PUT', '/api/products', admin, { ...garment(), id })).statusCode).toBe(404)
  })

  it('a hidden garment is gone from the shop search and its page', async () => {
    const id = await create({ name: 'Gömd klänning', display: false })
    expect((await call('GET', `/api/products/${id}`)).statusCode).toBe(404)
    const shop = (await call('GET', '/api/products/search?pageSize=100')).json()
    expect(shop.items.map((i: { id: string }) => i.id)).not.toContain(id)
  })

  it('parallel delete and add-to-cart leave no cart line for a deleted garment', async () => {
    const members = await Promise.all(
      Array.from({ length: 6 }, async () => sessionHeaders(ctx.db, (await createUser(ctx.db)).id)),
    )
    for (let round = 0; round < 5; round++) {
      const id = (await createProduct(ctx.db, { name: `Rusning ${round}`, categoryId: cat.barn! })).id
      const answers = await Promise.all([
        ...members.slice(0, 3).map((h) => call('POST', `/api/cart/${id}`, h)),
        call('DELETE', `/api/products/${id}`, admin),
        ...members.slice(3).map((h) => call('POST', `/api/cart/${id}`, h)),
      ])
      expect(
        answers.every((a) => a.statusCode < 500),
        answers.map((a) => a.body).join(),
      ).toBe(true)
      expect(await ctx.db.select().from(cartItems).where(eq(cartItems.productId, id))).toEqual([])
    }
  })
})
