/**
 * A staff list's state in the URL (orders, submissions, customers, products), so a filtered page
 * can be shared and reloaded. One helper for every list: the paging rules of backoffice spec §4,
 * the same parameter names everywhere (`page`, `perPage`, `search`, then the list's own filters),
 * and the canonical query string a corrected URL is replaced with. The API's names (`pageSize`)
 * are the calls' business (each list's api/ file), not the address bar's.
 */

export interface Paging {
  page: number
  perPage: number
}

/** A list's state: its page, its page size and its filters, side by side. */
export type ListState<F> = Paging & F

export interface ListRules<F> {
  pageSizes: readonly number[]
  defaultPageSize: number
  /** The list's filters as the URL holds them; a value the list cannot use is left empty. */
  readFilters: (search: URLSearchParams) => F
  /** Every filter as a URL parameter, in URL order: '' for an empty one (left out of the URL). */
  writeFilters: (filters: F) => Record<string, string>
}

/**
 * Reads the URL under backoffice spec §4: a page that is not an integer ≥ 1 becomes 1; a perPage
 * outside the list's sizes becomes its default; a filter value the list cannot use (an unknown
 * category or status, a malformed day) is removed and the page reset to 1; once `totalPages` of
 * this very filter is known, a page past the last becomes 1. `canonical` is the query string
 * ('?…') to replace the URL with when it differs from the one read.
 */
export function readListState<F extends object>(
  search: URLSearchParams,
  rules: ListRules<F>,
  totalPages: number | null = null,
): ListState<F> & { canonical: string } {
  const rawPage = search.get('page') ?? ''
  let page = /^\d+$/.test(rawPage) ? Math.max(Number(rawPage), 1) : 1
  const rawSize = Number(search.get('perPage'))
  const perPage = rules.pageSizes.includes(rawSize) ? rawSize : rules.defaultPageSize
  const filters = rules.readFilters(search)
  const dropped = Object.entries(rules.writeFilters(filters)).some(
    ([name, value]) => value === '' && (search.get(name) ?? '').trim() !== '',
  )
  if (dropped) page = 1
  if (totalPages !== null && page > Math.max(totalPages, 1)) page = 1
  const state = { ...filters, page, perPage }
  return { ...state, canonical: listSearch(state, rules) }
}

/** The query string ('?…') of a state: page and perPage always, each filter when set. */
export function listSearch<F extends object>(state: ListState<F>, rules: ListRules<F>): string {
  const q = new URLSearchParams({ page: String(state.page), perPage: String(state.perPage) })
  for (const [name, value] of Object.entries(rules.writeFilters(state))) if (value) q.set(name, value)
  return `?${q.toString()}`
}

/** A change of page size or filter starts again at page 1 (backoffice spec §2.2). */
export const withFilter = <S extends Paging>(state: S, change: Partial<Omit<S, 'page'>>): S => ({
  ...state,
  ...change,
  page: 1,
})

/** The `search` parameter, trimmed and cut to `max` characters ('' when blank). */
export const readSearch = (search: URLSearchParams, max = Number.POSITIVE_INFINITY) =>
  (search.get('search') ?? '').trim().slice(0, max).trim()
