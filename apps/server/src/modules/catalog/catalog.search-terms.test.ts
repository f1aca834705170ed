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

describe('search terms with a size filter', () => {
  let categoryId: string
  beforeAll(async () => {
    ;({ id: categoryId } = await createCategory(ctx.db, { name: 'Storlekar' }))
    const garments: [string, string, string][] = [
      ['Blommig midiklänning', 'Lätt viskos.', 'S'],
      ['Blommig maxiklänning', 'Lätt viskos.', 'L'],
      ['Randig klänning', 'Bomull.', 'L'],
      ['Klänning med volang', 'Blommig bomull.', 'One Size'],
      ['Overall med tryck', 'Blommig trikå.', '1–2 år'],
      ['Kjol i ull', 'Blommig och varm.', 'S–M'],
    ]
    for (const [name, description, size] of garments) {
      await createProduct(ctx.db, { name, description, size, categoryId })
    }
    ctx.app.catalog.invalidate() // the category tree is cached
  })

  async function inSizes(search: string, sizes: string[]) {
    const query = new URLSearchParams({ search, categoryId, sizes: sizes.join(',') })
    const res = await ctx.app.inject({ url: `/api/products/search?${query}` })
    expect(res.statusCode).toBe(200)
    const body = res.json() as ProductSearchResponse
    expect(body.total).toBe(body.items.length)
    return body.items.map((p) => `${p.name} (${p.size})`).sort()
  }

  it('finds words, compounds and description words only in the chosen sizes', async () => {
    expect(await inSizes('klänningar', ['L'])).toEqual(['Blommig maxiklänning (L)', 'Randig klänning (L)'])
    expect(await inSizes('klänning', ['S', 'One Size'])).toEqual([
      'Blommig midiklänning (S)',
      'Klänning med volang (One Size)',
    ])
    expect(await inSizes('viskos', ['S'])).toEqual(['Blommig midiklänning (S)'])
    expect(await inSizes('klänning', ['XL'])).toEqual([])
  })

  it('matches sizes with spaces and dashes exactly', async () => {
    expect(await inSizes('blommig', ['1–2 år', 'S–M'])).toEqual([
      'Kjol i ull (S–M)',
      'Overall med tryck (1–2 år)',
    ])
    expect(await inSizes('blommig', ['1–2'])).toEqual([])
  })

  it('needs every word on the same garment in one of the sizes', async () => {
    expect(await inSizes('blommig klänning', ['L', 'One Size'])).toEqual([
      'Blommig maxiklänning (L)',
      'Klänning med volang (One Size)',
    ])
    // In L one garment is 'blommig' and another has 'bomull': neither has both.
    expect(await inSizes('blommig bomull', ['L', 'One Size'])).toEqual(['Klänning med volang (One Size)'])
  })

  it('gives web search syntax and short last words the same answers with sizes', async () => {
    expect(await inSizes('klänning -randig', ['L'])).toEqual(['Blommig maxiklänning (L)'])
    expect(await inSizes('"blommig maxiklänning"', ['L', 'S'])).toEqual(['Blommig maxiklänning (L)'])
    expect(await inSizes('randig k', ['L'])).toEqual(['Randig klänning (L)'])
    // Stop words only: nothing to look for, nothing found, no error.
    expect(await inSizes('och med', ['L'])).toEqual([])
  })

  it("follows a garment's new size", async () => {
    await ctx.db.execute(sql`update products set size = 'M' where name = 'Randig klänning'`)
    expect(await inSizes('klänning', ['L'])).toEqual(['Blommig maxiklänning (L)'])
    expect(await inSizes('klänning', ['M'])).toEqual(['Randig klänning (M)'])
  })
})
