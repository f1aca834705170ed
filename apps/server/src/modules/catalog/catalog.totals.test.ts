import { type ProductSearchResponse, SEARCH_TOTAL_CAP, SHOP_TOTAL_CAP } from '@kladbyte/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createCategory, createProduct } from './catalog.fixtures.js'

// Totals stop at SHOP_TOTAL_CAP (ADR 038), a search's at SEARCH_TOTAL_CAP (ADR 044): a listing
// of more garments says "more than 10 000" (or 1 000) and ends there, so no request counts or
// pages through the whole catalogue.
let ctx: TestContext
let small: string
const MORE = SHOP_TOTAL_CAP + 50

beforeAll(async () => {
  ctx = await createTestContext()
  const bulk = (await createCategory(ctx.db, { name: 'Massor' })).id
  small = (await createCategory(ctx.db, { name: 'Få' })).id
  await ctx.db.execute(sql`
    insert into products (name, price, size, category_id, created_at)
    select 'Vit t-shirt', 10, 'M', ${bulk}, '2023-01-01'::timestamptz + n * interval '1 minute'
    from generate_series(1, ${MORE}) n`)
  await createProduct(ctx.db, { name: 'Röd t-shirt', categoryId: small })
  await createProduct(ctx.db, { name: 'Blå t-shirt', categoryId: small })
})
afterAll(() => ctx.close())

async function search(query: Record<string, string | number>) {
  const qs = new URLSearchParams(query as Record<string, string>).toString()
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products/search?${qs}` })
  expect(res.statusCode).toBe(200)
  return res.json() as ProductSearchResponse
}

describe('totals past the cap', () => {
  it('browsing the whole shop says the total is capped', async () => {
    const body = await search({ pageSize: 20 })
    expect(body).toMatchObject({ total: SHOP_TOTAL_CAP, totalCapped: true, totalPages: SHOP_TOTAL_CAP / 20 })
    expect(body.items).toHaveLength(20)
  })

  it('a search matching more than its cap says so too', async () => {
    const body = await search({ search: 't-shirt', pageSize: 20 })
    expect(body).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true })
    expect(body.items).toHaveLength(20)
  })

  it('the last page before the cap is full and the listing ends there', async () => {
    const last = await search({ page: SHOP_TOTAL_CAP / 100, pageSize: 100 })
    expect(last.items).toHaveLength(100)
    const past = await search({ page: SHOP_TOTAL_CAP / 100 + 1, pageSize: 100 })
    expect(past).toMatchObject({ items: [], total: SHOP_TOTAL_CAP, totalCapped: true })
    const searchLast = await search({ search: 't-shirt', page: SEARCH_TOTAL_CAP / 100, pageSize: 100 })
    expect(searchLast.items).toHaveLength(100)
    const searchPast = await search({ search: 't-shirt', page: SEARCH_TOTAL_CAP / 100 + 1, pageSize: 100 })
    expect(searchPast).toMatchObject({ items: [], total: SEARCH_TOTAL_CAP, totalCapped: true })
  })

  it('a page that straddles the cap stops at it', async () => {
    // 30 a page: page 334 would hold garments 9 991–10 020.
    const body = await search({ page: 334, pageSize: 30 })
    expect(body).toMatchObject({ total: SHOP_TOTAL_CAP, totalPages: 334, totalCapped: true })
    expect(body.items).toHaveLength(10)
  })

  it('similar products end at the cap too', async () => {
    const at = async (skip: number) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/products/all/${skip}/6` })).json() as unknown[]
    expect(await at(SHOP_TOTAL_CAP - 6)).toHaveLength(6)
    expect(await at(SHOP_TOTAL_CAP)).toEqual([])
  })

  it('smaller listings keep an exact total and no flag', async () => {
    const body = await search({ categoryId: small })
    expect(body.total).toBe(2)
    expect(body.totalCapped).toBeUndefined()
    expect((await search({ search: 'röd' })).total).toBe(1)
  })
})
