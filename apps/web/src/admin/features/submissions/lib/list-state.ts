import { ADMIN_SUBMISSION_PAGE_SIZE_DEFAULT, ADMIN_SUBMISSION_PAGE_SIZES } from '@kladbyte/contract'

/** The staff submissions list as the URL holds it, so a filtered page can be shared and reloaded. */
export interface SubmissionListState {
  page: number
  pageSize: number
  /** 0–4, or null for every status. */
  status: number | null
  /** Free text (title, notes, reference, member), or ''. */
  search: string
  /** Days as yyyy-mm-dd, or ''. */
  from: string
  to: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * Reads the URL under the paging rules of backoffice spec §4: a page that is not an integer ≥ 1,
 * or past the last page once `totalPages` is known, becomes 1; a page size outside 10/25/50/100
 * becomes 25; an unknown status or a malformed day is dropped. `canonical` is the search string
 * to replace the URL with when it differs from the one read.
 */
export function readSubmissionListState(
  search: URLSearchParams,
  totalPages: number | null = null,
): SubmissionListState & { canonical: string } {
  const rawPage = search.get('page') ?? ''
  let page = /^\d+$/.test(rawPage) ? Math.max(Number(rawPage), 1) : 1
  if (totalPages !== null && page > Math.max(totalPages, 1)) page = 1
  const rawSize = Number(search.get('pageSize'))
  const pageSize = (ADMIN_SUBMISSION_PAGE_SIZES as readonly number[]).includes(rawSize)
    ? rawSize
    : ADMIN_SUBMISSION_PAGE_SIZE_DEFAULT
  const rawStatus = search.get('status') ?? ''
  const day = (key: string) => {
    const v = search.get(key) ?? ''
    return DAY.test(v) && !Number.isNaN(Date.parse(v)) ? v : ''
  }
  const state: SubmissionListState = {
    page,
    pageSize,
    status: /^[0-4]$/.test(rawStatus) ? Number(rawStatus) : null,
    search: (search.get('search') ?? '').trim().slice(0, 200),
    from: day('from'),
    to: day('to'),
  }
  return { ...state, canonical: submissionListSearch(state) }
}

/** The URL search of a state: page and pageSize always, filters when set. */
export function submissionListSearch(s: SubmissionListState): string {
  const q = new URLSearchParams({ page: String(s.page), pageSize: String(s.pageSize) })
  if (s.status !== null) q.set('status', String(s.status))
  if (s.search) q.set('search', s.search)
  if (s.from) q.set('from', s.from)
  if (s.to) q.set('to', s.to)
  return `?${q.toString()}`
}

/** The filters, without paging, as the server reads them: days become ISO times, from the start of `from` to the end of `to` (local time). */
export function submissionFilterParams(s: SubmissionListState): Record<string, string> {
  const params: Record<string, string> = {}
  if (s.status !== null) params.status = String(s.status)
  if (s.search) params.search = s.search
  if (s.from) params.from = new Date(`${s.from}T00:00:00`).toISOString()
  if (s.to) params.to = new Date(`${s.to}T23:59:59.999`).toISOString()
  return params
}

export const EMPTY_FILTER = { status: null, search: '', from: '', to: '' } as const
