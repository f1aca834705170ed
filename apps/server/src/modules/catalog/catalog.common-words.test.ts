import { type ProductSearchResponse, SEARCH_TOTAL_CAP } from '@kladbyte/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createCategory, createProduct } from './catalog.fixtures.js'

// A search word with more than SEARCH_TOTAL_CAP matches (ADR 044): listed newest first, the
// total shown as "more than 1 000", its pages ending there. Fewer matches keep relevance order.
let ctx: TestContext
const cat: Record<string, string> = {}
const BULK = SEARCH_TOTAL_CAP + 20
const BULK_NAME = 'Klänning i bomull'

beforeAll(async () => {
  ctx = await createTestContext()
  const db = ctx.db
  cat.dam = (await createCategory(db, { name: 'Dam', sorting: 1 })).id
  for (const name of ['Klänningar', 'Byxor', 'Kjolar', 'Tröjor']) {
    cat[name] = (await createCategory(db, { name, parentId: cat.dam })).id
  }
  cat.herr = (await createCategory(db, { name: 'Herr', sorting: 2 })).id
  cat.skjortor = (await createCategory(db, { name: 'Skjortor', parentId: cat.herr })).id
  // Old whole-word matches: by relevance alone they would come before every compound below.
  await db.execute(sql`
    insert into products (name, price, size, category_id, created_at)
    select ${BULK_NAME}, 10, 'M', ${cat.Klänningar}, '2023-01-01'::timestamptz + n * interval '1 minute'
    from generate_series(1, ${BULK}) n`)
  const product = (name: string, categoryId: string, size: string, createdAt: string) =>
    createProduct(db, { name, categoryId, size, createdAt: new Date(createdAt) })
  await product('Röd klänning i linne', cat.Klänningar!, 'L', '2025-02-01')
  await product('Blommig midiklänning', cat.Klänningar!, 'M', '2025-03-01')
  await product('Randig skjorta', cat.skjortor!, 'M', '2025-04-01')
  await product('Klänningsskjorta', cat.skjortor!, 'M', '2025-05-01')
})
afterAll(() => ctx.close())

async function search(query: Record<string, string | number>) {
  const res = await ctx.app.inject({
    url: `/api/products/search?${new URLSearchParams(query as Record<string, string>)}`,
  })
  expect(res.statusCode).toBe(200)
  return res.json() as ProductSearchResponse
}
const names = (body: ProductSearchResponse) => body.items.map((p) => p.name)

describe('a common search word', () => {
  it('lists its newest matches first and says there are more than the cap', async () => {
    const body = await search({ search: 'klänning', pageSize: 5 })
    expect(body).toMatchObject({
      total: SEARCH_TOTAL_CAP,
      totalCapped: true,
      totalPages: SEARCH_TOTAL_CAP / 5,
    })
    expect(names(body)).toEqual([
      'Klänningsskjorta',
      'Blommig midiklänning',
      'Röd klänning i linne',
      BULK_NAME,
      BULK_NAME,
    ])
  })

  it('keeps to the categories and sizes, broad or narrow', async () => {
    const expected = ['Blommig midiklänning', BULK_NAME, BULK_NAME]
    for (const categoryId of [cat.dam!, cat.Klänningar!]) {
      const body = await search({ search: 'klänningar', categoryId, sizes: 'M', pageSize: 3 })
      expect(body).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true })
      expect(names(body)).toEqual(expected)
      expect(body.items.every((p) => p.size === 'M')).toBe(true)
    }
  })

  it('pages on without gaps or repeats, and ends at the cap', async () => {
    const first = await search({ search: 'klänning', pageSize: 20, page: 1 })
    const second = await search({ search: 'klänning', pageSize: 20, page: 2 })
    const both = await search({ search: 'klänning', pageSize: 40, page: 1 })
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(both.items.map((p) => p.id))
    const last = await search({ search: 'klänning', pageSize: 20, page: SEARCH_TOTAL_CAP / 20 })
    expect(last.items).toHaveLength(20)
    const past = await search({ search: 'klänning', pageSize: 20, page: SEARCH_TOTAL_CAP / 20 + 1 })
    expect(past).toMatchObject({ items: [], total: SEARCH_TOTAL_CAP, totalCapped: true })
  })

  it('applies search syntax and a last word being typed the same way', async () => {
    expect(names(await search({ search: 'klänning -linne', pageSize: 3 }))).toEqual([
      'Klänningsskjorta',
      'Blommig midiklänning',
      BULK_NAME,
    ])
    const typed = await search({ search: 'klänning bo', pageSize: 10 })
    expect(typed).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true })
    expect(new Set(names(typed))).toEqual(new Set([BULK_NAME]))
  })

  it('is listed newest first after a typo is corrected too', async () => {
    expect(names(await search({ search: 'klänign', pageSize: 2 }))).toEqual([
      'Klänningsskjorta',
      'Blommig midiklänning',
    ])
  })
})

describe('a word with fewer matches than the cap', () => {
  it('keeps relevance order and an exact total', async () => {
    const body = await search({ search: 'klänning', sizes: 'L' })
    expect(body).toEqual(expect.objectContaining({ total: 1, totalPages: 1 }))
    expect(body.totalCapped).toBeUndefined()
    // The whole word first, though the compound is newer.
    expect(names(await search({ search: 'skjorta' }))).toEqual(['Randig skjorta', 'Klänningsskjorta'])
  })
})
