import type { ProductSearchResponse } from '@kladbyte/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createCategory, createProduct } from './catalog.fixtures.js'

// How the shop search matches words: stems, name fragments (compounds, partial words), prefixes.
let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext({ SEARCH_CONNECTIONS: '2' })
  const { id: categoryId } = await createCategory(ctx.db, { name: 'Allt' })
  // Oldest first: the better matches are the older ones, so ranking, not age, must put them first.
  const garments: [string, string][] = [
    ['Skor i mocka', 'Bruna.'],
    ['Klänning i viskos', 'Fladdrig.'],
    ['Jeansjacka i denim', 'Kort modell.'],
    ['Blå jeans', 'Raka ben.'],
    ['Klänningsbälte i läder', 'Smalt bälte.'],
    ['Maxiklänning', 'Randig och lång.'],
    ['Kortärmad skjorta', 'Luftig bomull.'],
    ['Mjukisbyxor', 'Sköna att vila i.'],
    ['Röd kofta', 'Stickad.'],
    ['Röd mössa', 'Varm.'],
  ]
  for (const [name, description] of garments) await createProduct(ctx.db, { name, description, categoryId })
})
afterAll(() => ctx.close())

async function found(search: string) {
  const res = await ctx.app.inject({ url: `/api/products/search?${new URLSearchParams({ search })}` })
  expect(res.statusCode).toBe(200)
  return (res.json() as ProductSearchResponse).items.map((p) => p.name)
}

describe('search terms', () => {
  it('finds a word at the start, the end and inside a compound', async () => {
    expect((await found('jeans')).sort()).toEqual(['Blå jeans', 'Jeansjacka i denim'])
    expect((await found('klänningar')).sort()).toEqual([
      'Klänning i viskos',
      'Klänningsbälte i läder',
      'Maxiklänning',
    ])
    expect(await found('byxor')).toEqual(['Mjukisbyxor'])
    expect(await found('ärm')).toEqual(['Kortärmad skjorta'])
  })

  it('ranks a whole word above a fragment and a word start above a word middle', async () => {
    expect((await found('klänning'))[0]).toBe('Klänning i viskos')
    // 'sko' is inside 'viskos' too, but 'Skor' starts with it.
    expect(await found('sko')).toEqual(['Skor i mocka', 'Klänning i viskos'])
  })

  it('combines a name fragment with a word of the description', async () => {
    expect(await found('randig klänning')).toEqual(['Maxiklänning'])
    expect(await found('kort jacka')).toEqual(['Jeansjacka i denim'])
  })

  it('matches a last word being typed as a prefix', async () => {
    expect(await found('röd k')).toEqual(['Röd kofta'])
    expect(await found('röd m')).toEqual(['Röd mössa'])
  })

  it('follows a renamed garment: the new name is found, the old one no longer', async () => {
    await ctx.db.execute(sql`update products set name = 'Sommarkjol' where name = 'Röd mössa'`)
    expect(await found('kjol')).toEqual(['Sommarkjol'])
    expect(await found('mössa')).toEqual([])
  })

  it('answers many searches at once through its few connections', async () => {
    const words = ['jeans', 'klänning', 'sko', 'byxor', 'röd k', 'ärm']
    const expected = await Promise.all(words.map(found))
    const runs = await Promise.all(Array.from({ length: 60 }, (_, i) => found(words[i % words.length]!)))
    expect(runs).toEqual(runs.map((_, i) => expected[i % words.length]))
  })

  it('runs searches on read-only connections', async () => {
    const client = await ctx.app.catalog.searchPool.connect()
    try {
      await expect(client.query('delete from products')).rejects.toThrow(/read-only/)
    } finally {
      client.release()
    }
  })
})
