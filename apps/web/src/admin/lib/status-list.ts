import { dayEnd, dayStart, isDay } from '../../lib/format'
import { type ListRules, type ListState, readSearch } from './list-state'

/** The filters of a staff list by status, free text and days (orders, submissions). */
export interface StatusFilters {
  /** 0–4, or null for every status. */
  status: number | null
  search: string
  /** Days as yyyy-mm-dd, or ''. */
  from: string
  to: string
}

export type StatusListState = ListState<StatusFilters>

export const EMPTY_FILTER: StatusFilters = { status: null, search: '', from: '', to: '' }

/** The URL rules of a status list: its page sizes and how long a search may be. */
export function statusListRules(
  pageSizes: readonly number[],
  defaultPageSize: number,
  searchMax: number,
): ListRules<StatusFilters> & { searchMax: number } {
  const day = (search: URLSearchParams, key: string) => {
    const value = search.get(key) ?? ''
    return isDay(value) ? value : ''
  }
  return {
    pageSizes,
    defaultPageSize,
    searchMax,
    readFilters: (search) => {
      const status = search.get('status') ?? ''
      return {
        status: /^[0-4]$/.test(status) ? Number(status) : null,
        search: readSearch(search, searchMax),
        from: day(search, 'from'),
        to: day(search, 'to'),
      }
    },
    writeFilters: (f) => ({
      status: f.status === null ? '' : String(f.status),
      search: f.search,
      from: f.from,
      to: f.to,
    }),
  }
}

/**
 * The filters, without paging, as the server reads them: days become ISO times from 00:00 of
 * `from` to the end of `to` in Swedish time, whatever the device's zone. Also what an export
 * link carries.
 */
export function statusFilterParams(s: StatusFilters): Record<string, string> {
  const params: Record<string, string> = {}
  if (s.status !== null) params.status = String(s.status)
  if (s.search) params.search = s.search
  if (s.from) params.from = dayStart(s.from).toISOString()
  if (s.to) params.to = dayEnd(s.to).toISOString()
  return params
}

/** The filters plus the page: the query of a `/paged` call (the API names the size pageSize). */
export const statusPageParams = (s: StatusListState): Record<string, string> => ({
  page: String(s.page),
  pageSize: String(s.perPage),
  ...statusFilterParams(s),
})
