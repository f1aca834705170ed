import type { ProductDto, ProductImageDto } from '@kladbyte/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { createCategory, createImage, createProduct } from './catalog.fixtures.js'

let ctx: TestContext
const cat: Record<string, string> = {}
const prod: Record<string, string> = {}
const img: Record<string, string> = {}
let adminHeaders: Record<string, string>
let memberHeaders: Record<string, string>
const UNKNOWN = '6f1c1b8e-3f7a-4c1e-9b1a-2a7c9d0e4f55'

beforeAll(async () => {
  ctx = await createTestContext()
  const db = ctx.db
  cat.dam = (await createCategory(db, { name: 'Dam', sorting: 1 })).id
  cat.klanningar = (await createCategory(db, { name: 'Klänningar', parentId: cat.dam })).id
  cat.kjolar = (await createCategory(db, { name: 'Kjolar', parentId: cat.dam })).id
  cat.tom = (await createCategory(db, { name: 'Tom', parentId: cat.dam })).id
  cat.barn = (await createCategory(db, { name: 'Barn', sorting: 2 })).id
  cat.gomd = (await createCategory(db, { name: 'Gömd', display: false })).id
  cat.underGomd = (await createCategory(db, { name: 'Under gömd', parentId: cat.gomd })).id

  const product = async (key: string, categoryId: string, values: object = {}) => {
    prod[key] = (await createProduct(db, { name: key, categoryId, ...values })).id
  }
  await product('klänning1', cat.klanningar)
  await product('klänning2', cat.klanningar)
  await product('såld', cat.klanningar, { state: 'sold' })
  await product('reserverad', cat.klanningar, { state: 'reserved' })
  await product('dold', cat.klanningar, { display: false })
  await product('kjol', cat.kjolar)
  await product('body', cat.barn)
  await product('iGömd', cat.underGomd)
  // Main image uploaded second: it must still come first.
  img.first = (await createImage(db, prod.klänning1!, { position: 0 })).id
  img.main = (await createImage(db, prod.klänning1!, { position: 1, main: true })).id
  img.third = (await createImage(db, prod.klänning1!, { position: 2, widths: [320, 500], width: 500 })).id
  await createImage(db, prod.dold!, { main: true })

  adminHeaders = await sessionHeaders(db, (await createUser(db, { isAdmin: true })).id)
  memberHeaders = await sessionHeaders(db, (await createUser(db)).id)
})
afterAll(() => ctx.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers })
const productNames = (list: ProductDto[]) => list.map((p) => p.name)

describe('GET /api/products/{id}', () => {
  it('answers the product with its images, main first, then in order', async () => {
    const res = await get(`/api/products/${prod.klänning1}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=30')
    const p = res.json() as ProductDto
    expect(p).toMatchObject({
      id: prod.klänning1,
      name: 'klänning1',
      categoryId: cat.klanningar,
      state: 'available',
    })
    expect(p.images.map((i) => i.imageId)).toEqual([img.main, img.first, img.third])
    expect(p.imageUrl).toBe(p.images[0]?.imageUrl)
    expect(p.images[0]?.main).toBe(true)
    // No upscaling: a 500 px wide image has no 640 rendition, so the plain src is the 500 one.
    expect(p.images[2]?.imageUrl).toMatch(/-500\.webp$/)
    expect(p.images[2]?.srcset).toMatch(/-320\.webp 320w, .*-500\.webp 500w$/)
  })

  it('accepts an upper-case id', async () => {
    expect((await get(`/api/products/${prod.klänning1!.toUpperCase()}`)).statusCode).toBe(200)
  })

  it('shows reserved and sold garments with their state', async () => {
    expect(((await get(`/api/products/${prod.såld}`)).json() as ProductDto).state).toBe('sold')
    expect(((await get(`/api/products/${prod.reserverad}`)).json() as ProductDto).state).toBe('reserved')
  })

  it('hides hidden garments and garments in hidden categories from visitors and members', async () => {
    for (const id of [prod.dold, prod.iGömd, UNKNOWN, 'inte-ett-id', '123']) {
      for (const headers of [{}, memberHeaders]) {
        const res = await get(`/api/products/${id}`, headers)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ error: 'not_found', message: 'Kunde inte hitta produkt.' })
      }
    }
  })

  it('shows hidden garments to staff, without public caching', async () => {
    for (const id of [prod.dold, prod.iGömd]) {
      const res = await get(`/api/products/${id}`, adminHeaders)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
    }
    expect((await get(`/api/products/${UNKNOWN}`, adminHeaders)).statusCode).toBe(404)
  })
})

describe('GET /api/products/images/{productId}', () => {
  it('lists the images, main first', async () => {
    const res = await get(`/api/products/images/${prod.klänning1}`)
    expect(res.statusCode).toBe(200)
    const images = res.json() as ProductImageDto[]
    expect(images.map((i) => [i.imageId, i.main])).toEqual([
      [img.main, true],
      [img.first, false],
      [img.third, false],
    ])
    expect(images[0]).toMatchObject({ productId: prod.klänning1, width: 1024, height: 1280 })
  })

  it('answers an empty list for a garment without images', async () => {
    expect((await get(`/api/products/images/${prod.kjol}`)).json()).toEqual([])
  })

  it('answers 404 for hidden, unknown and malformed ids; staff see hidden ones', async () => {
    for (const id of [prod.dold, UNKNOWN, 'x']) {
      expect((await get(`/api/products/images/${id}`)).statusCode).toBe(404)
    }
    expect((await get(`/api/products/images/${prod.dold}`, adminHeaders)).json()).toHaveLength(1)
  })
})

describe('similar products', () => {
  it('lists available garments of the category (and its subcategories), newest first', async () => {
    const res = await get(`/api/products/category/${cat.klanningar}/0/6/0/`)
    expect(res.statusCode).toBe(200)
    expect(productNames(res.json())).toEqual(['klänning2', 'klänning1'])
    // Lists carry each garment's images in display order too.
    const listed = (res.json() as ProductDto[]).find((p) => p.id === prod.klänning1)!
    expect(listed.images.map((i) => i.imageId)).toEqual([img.main, img.first, img.third])
    expect(listed.imageUrl).toBe(listed.images[0]?.imageUrl)
    expect(productNames((await get(`/api/products/category/${cat.dam}/0/6/0`)).json())).toEqual([
      'kjol',
      'klänning2',
      'klänning1',
    ])
  })

  it('lists the whole top-level tree for mainCategory', async () => {
    const res = await get(`/api/products/mainCategory/${cat.tom}/0/6/0/`)
    expect(productNames(res.json())).toEqual(['kjol', 'klänning2', 'klänning1'])
    expect(productNames((await get(`/api/products/maincategory/${cat.barn}/0/6/0/`)).json())).toEqual([
      'body',
    ])
  })

  it('lists the whole shop for all, leaving hidden categories out', async () => {
    const res = await get('/api/products/all/0/6')
    expect(productNames(res.json())).toEqual(['body', 'kjol', 'klänning2', 'klänning1'])
    expect(res.headers['cache-control']).toBe('public, max-age=30')
  })

  it('reads the numbers as skip and take, clamping take to 1–24', async () => {
    expect(productNames((await get('/api/products/all/1/2')).json())).toEqual(['kjol', 'klänning2'])
    expect(productNames((await get('/api/products/all/0/0')).json())).toEqual(['body'])
    expect((await get('/api/products/all/-5/500')).json()).toHaveLength(4)
    expect((await get('/api/products/all/10/6')).json()).toEqual([])
  })

  it('answers an empty list for an empty, hidden or unknown category so the page tries the next source', async () => {
    for (const id of [cat.tom, cat.gomd, cat.underGomd, UNKNOWN]) {
      const res = await get(`/api/products/category/${id}/0/6/0/`)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual([])
    }
    expect((await get(`/api/products/mainCategory/${cat.underGomd}/0/6/0/`)).json()).toEqual([])
  })

  it('answers 404 for a malformed id or numbers', async () => {
    expect((await get('/api/products/category/inte-ett-id/0/6/0/')).statusCode).toBe(404)
    expect((await get(`/api/products/category/${cat.dam}/noll/6/0/`)).statusCode).toBe(404)
    expect((await get('/api/products/all/0/sex')).statusCode).toBe(404)
    expect((await get('/api/products/all/0/1.5')).statusCode).toBe(404)
  })
})
