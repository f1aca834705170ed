import { ADMIN_ORDER_PAGE_SIZE_DEFAULT, ADMIN_ORDER_PAGE_SIZES } from '@kladbyte/contract'

/** The orders list as the URL holds it, so a filtered page can be shared and reloaded. */
export interface OrderListState {
  page: number
  pageSize: number
  /** 0–4, or null for every status. */
  status: number | null
  /** An order number (digits), or ''. */
  search: string
  /** Days as yyyy-mm-dd, or ''. */
  from: string
  to: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Reads the URL: bad values fall back (page 1, 25 per page, no filter). */
export function readOrderListState(search: URLSearchParams): OrderListState {
  const rawPage = search.get('page') ?? ''
  const page = /^\d+$/.test(rawPage) ? Math.max(Number(rawPage), 1) : 1
  const rawSize = Number(search.get('pageSize'))
  const pageSize = (ADMIN_ORDER_PAGE_SIZES as readonly number[]).includes(rawSize)
    ? rawSize
    : ADMIN_ORDER_PAGE_SIZE_DEFAULT
  const rawStatus = search.get('status') ?? ''
  const status = /^[0-4]$/.test(rawStatus) ? Number(rawStatus) : null
  const day = (key: string) => {
    const v = search.get(key) ?? ''
    return DAY.test(v) ? v : ''
  }
  return {
    page,
    pageSize,
    status,
    search: (search.get('search') ?? '').trim(),
    from: day('from'),
    to: day('to'),
  }
}

/** The URL search of a state: page and pageSize always, filters when set. */
export function orderListSearch(s: OrderListState): string {
  const q = new URLSearchParams({ page: String(s.page), pageSize: String(s.pageSize) })
  if (s.status !== null) q.set('status', String(s.status))
  if (s.search) q.set('search', s.search)
  if (s.from) q.set('from', s.from)
  if (s.to) q.set('to', s.to)
  return `?${q.toString()}`
}

export const EMPTY_FILTER = { status: null, search: '', from: '', to: '' } as const
