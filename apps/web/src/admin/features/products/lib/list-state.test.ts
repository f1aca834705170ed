import { describe, expect, it } from 'vitest'
import { averagePrice, listSearch, readListState, shownRange, withFilter } from './list-state'

const known = new Set(['dam', 'barn'])
const read = (search: string, totalPages: number | null = 5, knownCategories: Set<string> | null = known) =>
  readListState(new URLSearchParams(search), { knownCategories, totalPages })

describe('readListState (backoffice spec §4)', () => {
  it('defaults to page 1, 10 per page, all categories', () => {
    expect(read('')).toMatchObject({ page: 1, perPage: 10, category: null, canonical: '?page=1&perPage=10' })
  })

  it.each(['0', '-2', '1.5', 'abc', ''])('a bad page %j becomes 1', (page) => {
    expect(read(`?page=${page}&perPage=25`)).toMatchObject({ page: 1, perPage: 25 })
  })

  it.each(['7', '0', 'x', '1000'])('a perPage of %j outside the list becomes 10', (perPage) => {
    expect(read(`?page=2&perPage=${perPage}`)).toMatchObject({ page: 2, perPage: 10 })
  })

  it.each([5, 10, 25, 50, 100])('keeps the page size %i', (perPage) => {
    expect(read(`?perPage=${perPage}`).perPage).toBe(perPage)
  })

  it('removes an unknown category and resets the page to 1', () => {
    expect(read('?page=3&perPage=5&category=okand')).toMatchObject({
      page: 1,
      category: null,
      canonical: '?page=1&perPage=5',
    })
  })

  it('keeps a category while the tree is loading, and a known one always', () => {
    expect(read('?page=3&category=okand', 5, null)).toMatchObject({ page: 3, category: 'okand' })
    expect(read('?page=3&category=dam')).toMatchObject({ page: 3, category: 'dam' })
  })

  it('a page past the end becomes 1; unknown page counts keep it', () => {
    expect(read('?page=6', 5).page).toBe(1)
    expect(read('?page=5', 5).page).toBe(5)
    expect(read('?page=9', null).page).toBe(9)
    expect(read('?page=2', 0).page).toBe(1)
  })

  it('changing size or category goes back to page 1', () => {
    const state = { page: 4, perPage: 10, category: null }
    expect(withFilter(state, { perPage: 50 })).toEqual({ page: 1, perPage: 50, category: null })
    expect(withFilter(state, { category: 'dam' })).toEqual({ page: 1, perPage: 10, category: 'dam' })
    expect(listSearch({ page: 2, perPage: 5, category: 'barn' })).toBe('?page=2&perPage=5&category=barn')
  })
})

describe('page figures', () => {
  it('average price is rounded, 0 for an empty page', () => {
    expect(averagePrice([100, 101])).toBe(101)
    expect(averagePrice([100, 100, 101])).toBe(100)
    expect(averagePrice([])).toBe(0)
  })

  it('shows X to Y of Z', () => {
    expect(shownRange(1, 10, 10, 42)).toEqual({ from: 1, to: 10, total: 42 })
    expect(shownRange(5, 10, 2, 42)).toEqual({ from: 41, to: 42, total: 42 })
    expect(shownRange(1, 10, 0, 0)).toEqual({ from: 0, to: 0, total: 0 })
  })
})
