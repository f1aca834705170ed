import { describe, expect, it } from 'vitest'
import { readListState } from '../../../lib/list-state'
import { averagePrice, productListRules, shownRange } from './list-state'

describe('products list URL state (backoffice spec §2.2)', () => {
  const read = (search: string, known: Set<string> | null) =>
    readListState(new URLSearchParams(search), productListRules(known))

  it('pages by 5/10/25/50/100 (10) and filters by a category of the tree', () => {
    expect(read('', null)).toMatchObject({
      page: 1,
      perPage: 10,
      category: null,
      canonical: '?page=1&perPage=10',
    })
    expect(read('page=2&perPage=5&category=dam', new Set(['dam']))).toMatchObject({
      page: 2,
      perPage: 5,
      category: 'dam',
    })
    expect(read('page=2&perPage=250&category=okand', new Set(['dam']))).toMatchObject({
      page: 1,
      perPage: 10,
      category: null,
    })
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
