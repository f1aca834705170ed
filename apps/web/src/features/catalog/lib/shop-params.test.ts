import { describe, expect, it } from 'vitest'
import {
  buildShopQuery,
  categoryIdFromSplat,
  countActiveFilters,
  parseShopParams,
  shopHref,
} from './shop-params'

const parse = (query: string) => parseShopParams(new URLSearchParams(query))

describe('parseShopParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({ search: '', maxPrice: 0, sizes: [], page: 1, perPage: 20 })
  })

  it("cuts a search term at the server's 200 characters", () => {
    const long = `${'a'.repeat(199)} ${'b'.repeat(50)}`
    expect(parse(`search=${long}`).search).toBe('a'.repeat(199))
    expect(parse(`search=${'c'.repeat(300)}`).search).toHaveLength(200)
  })

  it('reads every parameter', () => {
    expect(parse('search=kl%C3%A4nning&maxPrice=120&sizes=S,M&page=3&perPage=48')).toEqual({
      search: 'klänning',
      maxPrice: 120,
      sizes: ['S', 'M'],
      page: 3,
      perPage: 48,
    })
  })

  it.each([
    ['20', 20],
    ['32', 32],
    ['48', 48],
    ['24', 20],
    ['1000', 20],
    ['abc', 20],
    ['', 20],
    ['32.0', 32],
  ])('accepts perPage only if 20, 32 or 48 (%s → %i)', (raw, expected) => {
    expect(parse(`perPage=${raw}`).perPage).toBe(expected)
  })

  it.each([
    ['abc', 0],
    ['', 0],
    ['12abc', 0],
    ['-5', 0],
    ['250', 250],
    ['99.9', 99],
    ['0', 0],
  ])('reads maxPrice as an integer, a non-number becomes 0 (%s → %i)', (raw, expected) => {
    expect(parse(`maxPrice=${raw}`).maxPrice).toBe(expected)
  })

  it.each([
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['', 1],
    ['7', 7],
    ['99999999999999999999', 1],
  ])('reads page as a whole number from 1 (%s → %i)', (raw, expected) => {
    expect(parse(`page=${raw}`).page).toBe(expected)
  })

  it('splits, trims and de-duplicates sizes, dropping empty parts', () => {
    expect(parse('sizes=%20S%20,M,,S,%202%E2%80%933%20%C3%A5r').sizes).toEqual(['S', 'M', '2–3 år'])
  })

  it('treats a whitespace-only search as no search', () => {
    expect(parse('search=%20%20').search).toBe('')
  })
})

describe('buildShopQuery', () => {
  it('leaves out defaults', () => {
    expect(buildShopQuery({ search: ' ', maxPrice: 0, sizes: [], page: 1, perPage: 20 })).toBe('')
  })

  it('round-trips through parseShopParams', () => {
    const params = {
      search: 'röd jacka',
      maxPrice: 200,
      sizes: ['M', '4–5 år'],
      page: 2,
      perPage: 32 as const,
    }
    expect(parse(buildShopQuery(params))).toEqual(params)
  })
})

describe('shopHref and categoryIdFromSplat', () => {
  it('builds category links', () => {
    expect(shopHref(null)).toBe('/shop')
    expect(shopHref('abc', { page: 2 })).toBe('/shop/abc?page=2')
  })

  it('takes the first segment after /shop as the category', () => {
    expect(categoryIdFromSplat(undefined)).toBeNull()
    expect(categoryIdFromSplat('')).toBeNull()
    expect(categoryIdFromSplat('abc')).toBe('abc')
    expect(categoryIdFromSplat('abc/klanningar/extra')).toBe('abc')
  })
})

describe('countActiveFilters', () => {
  it('counts the search, a points limit and each size', () => {
    expect(countActiveFilters({ search: '', maxPrice: 0, sizes: [] })).toBe(0)
    expect(countActiveFilters({ search: 'jacka', maxPrice: 100, sizes: ['S', 'M'] })).toBe(4)
  })
})
