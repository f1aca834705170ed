import { EMPTY_GUID, type ProductSearchResponse } from '@kladbyte/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createCategory, createImage, createProduct } from './catalog.fixtures.js'

let ctx: TestContext
const cat: Record<string, string> = {}

// The seven garments a visitor may find outside the bulk category 'Massor'.
const VISIBLE = [
  'Blommig midiklänning',
  'Röd klänning i linne',
  'Svart sommarklänning',
  'Blå jeans',
  'Gröna chinos',
  'Stickad kofta i ull',
  'Randig body',
]
const BULK = 120

beforeAll(async () => {
  ctx = await createTestContext()
  const db = ctx.db
  const category = async (key: string, values: Parameters<typeof createCategory>[1]) => {
    cat[key] = (await createCategory(db, values)).id
  }
  await category('dam', { name: 'Dam', sorting: 1 })
  await category('klanningar', { name: 'Klänningar', parentId: cat.dam })
  await category('byxor', { name: 'Byxor', parentId: cat.dam })
  await category('trojor', { name: 'Tröjor & koftor', parentId: cat.dam })
  await category('dolda', { name: 'Dolda', parentId: cat.dam, display: false })
  await category('barn', { name: 'Barn', sorting: 2 })
  await category('bodys', { name: 'Bodys', parentId: cat.barn })
  await category('gomd', { name: 'Gömd', display: false })
  await category('underGomd', { name: 'Under gömd', parentId: cat.gomd })
  await category('massor', { name: 'Massor', sorting: 3 })

  const product = (
    name: string,
    categoryId: string,
    values: Parameters<typeof createProduct>[1] | object = {},
  ) => createProduct(db, { name, categoryId, ...values })
  const midi = await product('Blommig midiklänning', cat.klanningar!, {
    price: 150,
    description: 'Somrig klänning med blommor.',
  })
  await createImage(db, midi.id, { main: true })
  await product('Röd klänning i linne', cat.klanningar!, { size: 'S', price: 200 })
  await product('Svart sommarklänning', cat.klanningar!, { size: 'L', price: 90 })
  await product('Dold klänning', cat.klanningar!, { display: false })
  await product('Såld klänning', cat.klanningar!, { state: 'sold' })
  await product('Reserverad klänning', cat.klanningar!, { state: 'reserved' })
  await product('Blå jeans', cat.byxor!, { price: 120, description: 'Raka jeans i denim.' })
  await product('Gröna chinos', cat.byxor!, { size: 'L', price: 60 })
  await product('Stickad kofta i ull', cat.trojor!, {
    price: 250,
    description: 'Mjuk och varm kofta med knappar.',
  })
  await product('Klänning i dold kategori', cat.dolda!)
  await product('Randig body', cat.bodys!, { size: '0–1 år', price: 30 })
  await product('Klänning under gömd topp', cat.underGomd!)
  await db.execute(sql`
    insert into products (name, price, size, category_id, created_at)
    select 'Enkel t-shirt nr ' || n, 10, 'XL', ${cat.massor}, '2023-01-01'::timestamptz + n * interval '1 minute'
    from generate_series(1, ${BULK}) n`)
})
afterAll(() => ctx.close())

async function search(query: Record<string, string | number> | string) {
  const qs =
    typeof query === 'string' ? query : new URLSearchParams(query as Record<string, string>).toString()
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products/search?${qs}` })
  return { res, body: res.json() as ProductSearchResponse }
}
const names = (body: ProductSearchResponse) => body.items.map((p) => p.name)
const outsideBulk = (body: ProductSearchResponse) => names(body).filter((n) => !n.startsWith('Enkel'))

describe('listing', () => {
  it('lists displayed, available garments in visible categories, newest first', async () => {
    const { res, body } = await search({ pageSize: 100 })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=30')
    expect(body.total).toBe(VISIBLE.length + BULK)
    expect(body).toMatchObject({ page: 1, totalPages: 2 })
    expect(outsideBulk(body)).toEqual([...VISIBLE].reverse())
  })

  it('answers the contract shape with the main image and its srcset', async () => {
    const { body } = await search({ categoryId: cat.klanningar!, search: 'midiklänning' })
    const [midi] = body.items
    expect(midi).toMatchObject({ name: 'Blommig midiklänning', price: 150, size: 'M', state: 'available' })
    expect(midi?.imageUrl).toMatch(/^\/media\/products\/[0-9a-f]+-640\.webp$/)
    expect(midi?.images[0]?.srcset.split(', ')).toHaveLength(3)
  })

  it('treats an empty category and the empty guid as every category', async () => {
    for (const categoryId of ['', EMPTY_GUID]) {
      const { body } = await search({ categoryId, pageSize: 100 })
      expect(body.total).toBe(VISIBLE.length + BULK)
    }
  })
})

describe('category filter', () => {
  it('includes subcategories by default', async () => {
    const { body } = await search({ categoryId: cat.dam! })
    expect(names(body).sort()).toEqual(VISIBLE.filter((n) => n !== 'Randig body').sort())
  })

  it('can leave subcategories out', async () => {
    for (const includeDescendants of ['false', '0', 'False']) {
      const { body } = await search({ categoryId: cat.dam!, includeDescendants })
      expect(body).toEqual({ items: [], total: 0, page: 1, totalPages: 0 })
    }
    const { body } = await search({ categoryId: cat.klanningar!, includeDescendants: 'false' })
    expect(body.total).toBe(3)
  })

  it('answers 404 for an unknown or hidden category and 400 for a malformed id', async () => {
    for (const id of [cat.dolda!, cat.underGomd!, cat.gomd!, '6f1c1b8e-3f7a-4c1e-9b1a-2a7c9d0e4f55']) {
      const { res } = await search({ categoryId: id })
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('Kunde inte hitta kategorin.')
    }
    const { res } = await search({ categoryId: 'inte-ett-id' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation', message: expect.stringContaining('categoryId') })
  })

  it('rejects a flag that is not a boolean', async () => {
    const { res } = await search({ categoryId: cat.dam!, includeDescendants: 'kanske' })
    expect(res.statusCode).toBe(400)
  })
})

describe('size and price filters', () => {
  it('filters on one size, several sizes and children’s sizes', async () => {
    expect(outsideBulk((await search({ sizes: 'M' })).body).sort()).toEqual(
      ['Blommig midiklänning', 'Blå jeans', 'Stickad kofta i ull'].sort(),
    )
    expect((await search({ sizes: 'M,L' })).body.total).toBe(5)
    expect((await search({ sizes: ' M , S ,' })).body.total).toBe(4)
    expect((await search('sizes=M&sizes=S')).body.total).toBe(4)
    expect(names((await search({ sizes: '0–1 år' })).body)).toEqual(['Randig body'])
    expect((await search({ sizes: 'XXXL' })).body.total).toBe(0)
  })

  it('combines size with category', async () => {
    const { body } = await search({ categoryId: cat.dam!, sizes: 'L' })
    expect(names(body).sort()).toEqual(['Gröna chinos', 'Svart sommarklänning'])
  })

  it('filters on the highest price; 0 means no limit', async () => {
    const { body } = await search({ maxPrice: 100, categoryId: cat.dam! })
    expect(names(body).sort()).toEqual(['Gröna chinos', 'Svart sommarklänning'])
    expect((await search({ maxPrice: 0, pageSize: 1 })).body.total).toBe(VISIBLE.length + BULK)
    expect((await search({ maxPrice: '' })).body.total).toBe(VISIBLE.length + BULK)
  })

  it('answers 400, never 500, for a price that is not a whole non-negative number', async () => {
    for (const maxPrice of ['abc', '-5', '1.5', '1e400']) {
      const { res } = await search({ maxPrice })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: 'validation', message: expect.stringContaining('maxPrice') })
    }
  })
})

describe('search', () => {
  it('finds inflected forms and compounds ("klänningar" → klänning, midiklänning)', async () => {
    const { body } = await search({ search: 'klänningar' })
    expect(names(body).sort()).toEqual([
      'Blommig midiklänning',
      'Röd klänning i linne',
      'Svart sommarklänning',
    ])
    // A match in the name outranks one in the description.
    expect(names(body)[0]).toBe('Röd klänning i linne')
  })

  it('finds partial words and words from the description', async () => {
    expect(names((await search({ search: 'kof' })).body)).toEqual(['Stickad kofta i ull'])
    expect(names((await search({ search: 'jean' })).body)).toEqual(['Blå jeans'])
    expect(names((await search({ search: 'knappar' })).body)).toEqual(['Stickad kofta i ull'])
    expect(names((await search({ search: 'Stickad KOFTA' })).body)).toEqual(['Stickad kofta i ull'])
    expect(names((await search({ search: 'blå' })).body)).toEqual(['Blå jeans'])
  })

  it('tolerates small typos', async () => {
    expect(names((await search({ search: 'klänign' })).body)).toContain('Röd klänning i linne')
    expect(names((await search({ search: 'kofat' })).body)).toEqual(['Stickad kofta i ull'])
    const { body } = await search({ search: 'klänign' })
    expect(body.total).toBe(body.items.length)
  })

  it('never finds hidden, sold or reserved garments or ones in hidden categories', async () => {
    for (const term of ['klänning', 'dold', 'såld', 'reserverad', 'gömd', 'klänign']) {
      const found = names((await search({ search: term })).body)
      expect(found.filter((n) => !VISIBLE.includes(n))).toEqual([])
    }
  })

  it('combines search with every filter', async () => {
    expect(names((await search({ search: 'klänning', sizes: 'S' })).body)).toEqual(['Röd klänning i linne'])
    expect(names((await search({ search: 'klänning', maxPrice: 100 })).body)).toEqual([
      'Svart sommarklänning',
    ])
    expect((await search({ search: 'klänning', categoryId: cat.byxor! })).body.total).toBe(0)
    expect((await search({ search: 'klänign', categoryId: cat.byxor! })).body.total).toBe(0)
    expect(
      names((await search({ search: 'jeans', categoryId: cat.dam!, sizes: 'M', maxPrice: 120 })).body),
    ).toEqual(['Blå jeans'])
  })

  it('ignores empty, whitespace-only and punctuation-only searches and query syntax', async () => {
    for (const term of ['', '   ', '!!!']) {
      expect((await search({ search: term, pageSize: 1 })).body.total).toBe(VISIBLE.length + BULK)
    }
    const { res, body } = await search({ search: "klänning & | !( :* ' \\" })
    expect(res.statusCode).toBe(200)
    expect(body.total).toBeGreaterThan(0)
  })

  it('refuses an overlong search text', async () => {
    expect((await search({ search: 'a'.repeat(201) })).res.statusCode).toBe(400)
  })
})

describe('paging', () => {
  it('pages through a category, the last page partly full, past the end empty with the right totals', async () => {
    const q = { categoryId: cat.massor!, pageSize: 50 }
    const first = (await search({ ...q, page: 1 })).body
    expect(first).toMatchObject({ total: BULK, page: 1, totalPages: 3 })
    expect(first.items).toHaveLength(50)
    expect(first.items[0]?.name).toBe(`Enkel t-shirt nr ${BULK}`)
    const last = (await search({ ...q, page: 3 })).body
    expect(last).toMatchObject({ total: BULK, page: 3, totalPages: 3 })
    expect(last.items).toHaveLength(20)
    expect(last.items.at(-1)?.name).toBe('Enkel t-shirt nr 1')
    expect((await search({ ...q, page: 4 })).body).toEqual({ items: [], total: BULK, page: 4, totalPages: 3 })
    expect((await search({ ...q, page: 999999 })).body).toMatchObject({ items: [], total: BULK })
  })

  it('pages through search results the same way', async () => {
    const q = { categoryId: cat.massor!, pageSize: 50, search: 't-shirt' }
    expect((await search({ ...q, page: 3 })).body).toMatchObject({ total: BULK, totalPages: 3 })
    expect((await search({ ...q, page: 3 })).body.items).toHaveLength(20)
    expect((await search({ ...q, page: 4 })).body).toEqual({ items: [], total: BULK, page: 4, totalPages: 3 })
  })

  it('clamps page and page size instead of failing', async () => {
    for (const page of ['0', '-3']) {
      expect((await search({ page, pageSize: 5 })).body).toMatchObject({ page: 1, totalPages: 26 })
    }
    expect((await search({ pageSize: 1000 })).body.items).toHaveLength(100)
    for (const pageSize of ['0', '-1', '']) {
      expect((await search({ pageSize })).body.items).toHaveLength(20)
    }
  })

  it('answers 400 for numbers that are not integers', async () => {
    for (const query of [
      { page: 'abc' } as Record<string, string>,
      { pageSize: 'tjugo' },
      { page: '1.5' },
      { page: '99999999999999999999' },
    ]) {
      expect((await search(query)).res.statusCode).toBe(400)
    }
  })

  it('stops listing a garment once it is sold', async () => {
    await ctx.db.execute(sql`update products set state = 'sold' where name = 'Gröna chinos'`)
    ctx.app.catalog.invalidate()
    expect(names((await search({ categoryId: cat.byxor! })).body)).toEqual(['Blå jeans'])
    await ctx.db.execute(sql`update products set state = 'available' where name = 'Gröna chinos'`)
  })
})
