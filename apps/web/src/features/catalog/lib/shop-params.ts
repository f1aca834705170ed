import { SEARCH_MAX_LENGTH } from '@kladbyte/contract'

/** The page sizes the shop offers (spec §9); the first is the default. */
export const PER_PAGE_OPTIONS = [20, 32, 48] as const
export type PerPage = (typeof PER_PAGE_OPTIONS)[number]
export const DEFAULT_PER_PAGE: PerPage = 20

/** Everything the shop's URL query says (spec §2: search, maxPrice, sizes, page, perPage). */
export interface ShopParams {
  search: string
  /** Highest price in points; 0 means no limit. */
  maxPrice: number
  sizes: string[]
  page: number
  perPage: PerPage
}

/**
 * Reads the shop's query string by the spec's §5 rules; anything unreadable falls back to its default.
 * A search term longer than the server accepts is cut, so a long link still finds something.
 */
export function parseShopParams(query: URLSearchParams): ShopParams {
  return {
    search: (query.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim(),
    maxPrice: parseMaxPrice(query.get('maxPrice')),
    sizes: parseSizes(query.get('sizes')),
    page: parsePage(query.get('page')),
    perPage: parsePerPage(query.get('perPage')),
  }
}

/** perPage is accepted only if it is one of 20, 32 or 48. */
function parsePerPage(raw: string | null): PerPage {
  const n = Number(raw)
  return PER_PAGE_OPTIONS.find((option) => option === n) ?? DEFAULT_PER_PAGE
}

/** maxPrice is an integer; a non-number (or a negative one) becomes 0, which means no limit. */
function parseMaxPrice(raw: string | null): number {
  if (raw === null || raw.trim() === '') return 0
  const n = Number(raw)
  if (!Number.isFinite(n) || n < 0) return 0
  return Math.trunc(n)
}

/** page is a whole number from 1; "0", "-3", "2.5" and "abc" all mean page 1. */
function parsePage(raw: string | null): number {
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return 1
  const n = Number(raw)
  return Number.isSafeInteger(n) && n >= 1 ? n : 1
}

/** sizes is comma-separated; parts are trimmed, empty ones dropped and duplicates removed (order kept). */
function parseSizes(raw: string | null): string[] {
  if (!raw) return []
  const parts = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return [...new Set(parts)]
}

/** Writes params back as a query string (without '?'), leaving out every value that equals its default. */
export function buildShopQuery(params: Partial<ShopParams>): string {
  const q = new URLSearchParams()
  const search = params.search?.trim()
  if (search) q.set('search', search)
  if (params.maxPrice && params.maxPrice > 0) q.set('maxPrice', String(params.maxPrice))
  if (params.sizes && params.sizes.length > 0) q.set('sizes', params.sizes.join(','))
  if (params.page && params.page > 1) q.set('page', String(params.page))
  if (params.perPage && params.perPage !== DEFAULT_PER_PAGE) q.set('perPage', String(params.perPage))
  return q.toString()
}

/** The shop URL for a category (or all categories) with the given params. */
export function shopHref(categoryId: string | null, params: Partial<ShopParams> = {}): string {
  const path = categoryId ? `/shop/${categoryId}` : '/shop'
  const query = buildShopQuery(params)
  return query ? `${path}?${query}` : path
}

/** The category is the first path segment after /shop (further segments are allowed and ignored). */
export function categoryIdFromSplat(splat: string | undefined): string | null {
  const first = splat?.split('/').find(Boolean)
  return first ? decodeURIComponent(first) : null
}

/** How many filters are active: the search term, a points limit, and each chosen size. */
export function countActiveFilters(params: Pick<ShopParams, 'search' | 'maxPrice' | 'sizes'>): number {
  return (params.search.trim() ? 1 : 0) + (params.maxPrice > 0 ? 1 : 0) + params.sizes.length
}
