import type { ProductSearchResponse } from '@kladbyte/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createCategory, createProduct } from './catalog.fixtures.js'

// The typo fallback corrects words against the words of garment names (`catalog_words`, kept by
// triggers: ADR 038), then searches as usual. These garments arrive after the app has started.
let ctx: TestContext
let category: string

beforeAll(async () => {
  ctx = await createTestContext()
  category = (await createCategory(ctx.db, { name: 'Jackor' })).id
})
afterAll(() => ctx.close())

async function names(search: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/products/search?${new URLSearchParams({ search })}`,
  })
  expect(res.statusCode).toBe(200)
  return (res.json() as ProductSearchResponse).items.map((p) => p.name)
}

describe('typo fallback by word dictionary', () => {
  it('finds a garment added after start by a misspelt word', async () => {
    await createProduct(ctx.db, { name: 'Glittrig paljettjacka', categoryId: category })
    expect(await names('paljetjacka')).toEqual(['Glittrig paljettjacka'])
    expect(await names('glitrig')).toEqual(['Glittrig paljettjacka'])
  })

  it('finds a renamed garment by a misspelling of its new name', async () => {
    const coat = await createProduct(ctx.db, { name: 'Brun kappa', categoryId: category })
    expect(await names('sammetsblazer')).toEqual([])
    await ctx.db.execute(sql`update products set name = 'Sammetsblazer' where id = ${coat.id}`)
    expect(await names('sametsblazer')).toEqual(['Sammetsblazer'])
  })

  it('finds garments inserted many at once (one statement)', async () => {
    await ctx.db.execute(sql`
      insert into products (name, price, size, category_id)
      select 'Vadderad ' || w, 100, 'M', ${category}::uuid
      from unnest(array['dunväst', 'täckjacka']) w`)
    expect(await names('dunvest')).toEqual(['Vadderad dunväst'])
    expect(await names('täckjaka')).toEqual(['Vadderad täckjacka'])
  })

  it('finds nothing for a word like no garment name', async () => {
    expect(await names('xyzzyqwerty')).toEqual([])
  })
})
