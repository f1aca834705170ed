/**
 * The URL state of a staff list filtered by status, free text and days (orders, submissions), so a
 * filtered page can be shared and reloaded. Each list gives its own page sizes and search length.
 */
export interface StatusListState {
  page: number
  pageSize: number
  /** 0–4, or null for every status. */
  status: number | null
  search: string
  /** Days as yyyy-mm-dd, or ''. */
  from: string
  to: string
}

export interface StatusListRules {
  pageSizes: readonly number[]
  defaultPageSize: number
  searchMax: number
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

export const EMPTY_FILTER = { status: null, search: '', from: '', to: '' } as const

/**
 * Reads the URL under the paging rules of backoffice spec §4: a page that is not an integer ≥ 1,
 * or past the last page once `totalPages` is known, becomes 1; a page size outside the list's sizes
 * becomes its default; an unknown status or a malformed day is dropped. `canonical` is the search
 * string to replace the URL with when it differs from the one read.
 */
export function readStatusListState(
  search: URLSearchParams,
  rules: StatusListRules,
  totalPages: number | null = null,
): StatusListState & { canonical: string } {
  const rawPage = search.get('page') ?? ''
  let page = /^\d+$/.test(rawPage) ? Math.max(Number(rawPage), 1) : 1
  if (totalPages !== null && page > Math.max(totalPages, 1)) page = 1
  const rawSize = Number(search.get('pageSize'))
  const pageSize = rules.pageSizes.includes(rawSize) ? rawSize : rules.defaultPageSize
  const rawStatus = search.get('status') ?? ''
  const day = (key: string) => {
    const v = search.get(key) ?? ''
    return DAY.test(v) && !Number.isNaN(Date.parse(v)) ? v : ''
  }
  const state: StatusListState = {
    page,
    pageSize,
    status: /^[0-4]$/.test(rawStatus) ? Number(rawStatus) : null,
    search: (search.get('search') ?? '').trim().slice(0, rules.searchMax),
    from: day('from'),
    to: day('to'),
  }
  return { ...state, canonical: statusListSearch(state) }
}

/** The URL search of a state: page and pageSize always, filters when set. */
export function statusListSearch(s: StatusListState): string {
  const q = new URLSearchParams({ page: String(s.page), pageSize: String(s.pageSize) })
  if (s.status !== null) q.set('status', String(s.status))
  if (s.search) q.set('search', s.search)
  if (s.from) q.set('from', s.from)
  if (s.to) q.set('to', s.to)
  return `?${q.toString()}`
}

/**
 * The filters, without paging, as the server reads them: days become ISO times, from the start of
 * `from` to the end of `to` (local time). Also what an export link carries.
 */
export function statusFilterParams(s: StatusListState): Record<string, string> {
  const params: Record<string, string> = {}
  if (s.status !== null) params.status = String(s.status)
  if (s.search) params.search = s.search
  if (s.from) params.from = new Date(`${s.from}T00:00:00`).toISOString()
  if (s.to) params.to = new Date(`${s.to}T23:59:59.999`).toISOString()
  return params
}

/** The filters plus the page: the query of a `/paged` call. */
export const statusPageParams = (s: StatusListState): Record<string, string> => ({
  page: String(s.page),
  pageSize: String(s.pageSize),
  ...statusFilterParams(s),
})
