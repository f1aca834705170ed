import { describe, expect, it } from 'vitest'
import { type ListRules, listSearch, readListState, readSearch, withFilter } from './list-state'
import { EMPTY_FILTER, statusFilterParams, statusListRules, statusPageParams } from './status-list'

const read = <F extends object>(rules: ListRules<F>, query: string, totalPages: number | null = null) =>
  readListState(new URLSearchParams(query), rules, totalPages)

/** A list filtered by a category the way the products list is, from a set of known ids. */
const byCategory = (known: ReadonlySet<string> | null): ListRules<{ category: string | null }> => ({
  pageSizes: [5, 10, 25, 50, 100],
  defaultPageSize: 10,
  readFilters: (search) => {
    const category = search.get('category') || null
    return { category: category && known && !known.has(category) ? null : category }
  },
  writeFilters: (f) => ({ category: f.category ?? '' }),
})
const products = byCategory(new Set(['dam', 'barn']))
const customers: ListRules<{ search: string }> = {
  pageSizes: [10, 25, 50, 100, 250],
  defaultPageSize: 25,
  readFilters: (search) => ({ search: readSearch(search) }),
  writeFilters: (f) => ({ search: f.search }),
}
const orders = statusListRules([10, 25, 50, 100], 25, 20)
const lists = [
  ['a category', products, [5, 10, 25, 50, 100], 10],
  ['a search', customers, [10, 25, 50, 100, 250], 25],
  ['status, search and days', orders, [10, 25, 50, 100], 25],
] as const

describe.each(lists)('a list by %s, under backoffice spec §4', (_name, rules, sizes, size) => {
  const list = rules as ListRules<object>

  it('defaults to page 1 at the default size, written as page and perPage', () => {
    expect(read(list, '')).toMatchObject({ page: 1, perPage: size, canonical: `?page=1&perPage=${size}` })
  })

  it.each(['0', '-2', '1.5', 'abc', '', '%201'])('a page of %j becomes 1', (page) => {
    expect(read(list, `page=${page}&perPage=${sizes[0]}`)).toMatchObject({ page: 1, perPage: sizes[0] })
  })

  it('keeps each allowed size; any other becomes the default', () => {
    for (const n of sizes) expect(read(list, `page=2&perPage=${n}`)).toMatchObject({ page: 2, perPage: n })
    for (const bad of ['7', '0', '-10', 'x', '1000', '25.5'])
      expect(read(list, `page=2&perPage=${bad}`)).toMatchObject({ page: 2, perPage: size })
  })

  it('a page past the last becomes 1 once the count is known; an unknown count keeps it', () => {
    expect(read(list, 'page=6', 5).page).toBe(1)
    expect(read(list, 'page=5', 5).page).toBe(5)
    expect(read(list, 'page=9', null).page).toBe(9)
    expect(read(list, 'page=2', 0).page).toBe(1)
    expect(read(list, 'page=1', 0).page).toBe(1)
  })

  it('changing page size or a filter goes back to page 1', () => {
    const { canonical: _canonical, ...state } = read(list, 'page=4')
    expect(withFilter(state, { perPage: sizes.at(-1) })).toMatchObject({ page: 1, perPage: sizes.at(-1) })
  })

  it('drops what is not its own: the old names pageSize and q are not read', () => {
    expect(read(list, `page=2&pageSize=${sizes[0]}&q=anna&edit=x`).canonical).toBe(`?page=2&perPage=${size}`)
  })
})

describe('filters in the URL', () => {
  it('removes an unknown category and resets the page; keeps it while the tree loads', () => {
    expect(read(products, 'page=3&perPage=5&category=okand')).toMatchObject({
      page: 1,
      category: null,
      canonical: '?page=1&perPage=5',
    })
    expect(read(byCategory(null), 'page=3&category=okand')).toMatchObject({ page: 3, category: 'okand' })
    expect(read(products, 'page=3&category=dam')).toMatchObject({ page: 3, category: 'dam' })
  })

  it('treats an unknown status or a malformed day the same way: removed, page 1', () => {
    expect(read(orders, 'page=3&status=9')).toMatchObject({ page: 1, status: null })
    expect(read(orders, 'page=3&from=2025-02-30&to=igår')).toMatchObject({
      page: 1,
      from: '',
      to: '',
      canonical: '?page=1&perPage=25',
    })
    expect(read(orders, 'page=3&status=4&from=2025-01-31&to=2025-02-01')).toMatchObject({
      page: 3,
      status: 4,
      from: '2025-01-31',
      to: '2025-02-01',
    })
  })

  it("trims the search and cuts it to the list's length; a blank one is no filter", () => {
    expect(read(customers, 'page=2&search=%20%C3%85sa%20')).toMatchObject({ page: 2, search: 'Åsa' })
    expect(read(customers, 'page=2&search=%20%20').canonical).toBe('?page=2&perPage=25')
    expect(read(orders, `search=${'1'.repeat(30)}`).search).toBe('1'.repeat(20))
  })

  it('writes page and perPage always, then the filters that are set, in one order', () => {
    expect(read(orders, 'to=2025-03-01&search=%20jacka%20&status=0&perPage=10').canonical).toBe(
      '?page=1&perPage=10&status=0&search=jacka&to=2025-03-01',
    )
    expect(listSearch({ page: 2, perPage: 5, category: 'barn' }, products)).toBe(
      '?page=2&perPage=5&category=barn',
    )
    expect(listSearch({ page: 1, perPage: 10, search: 'anna' }, customers)).toBe(
      '?page=1&perPage=10&search=anna',
    )
  })

  it('asks the server with its own names: pageSize, and days as Swedish-time instants', () => {
    const state = read(orders, 'page=2&perPage=50&status=2&from=2025-03-01&to=2025-03-01')
    expect(statusPageParams(state)).toEqual({
      page: '2',
      pageSize: '50',
      status: '2',
      from: '2025-02-28T23:00:00.000Z',
      to: '2025-03-01T22:59:59.999Z',
    })
    expect(statusFilterParams(EMPTY_FILTER)).toEqual({})
  })
})
