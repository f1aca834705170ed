import {
  ADMIN_PRODUCT_PAGE_SIZE_DEFAULT,
  ADMIN_PRODUCT_PAGE_SIZES,
  type CategoryTreeNodeDto,
} from '@kladbyte/contract'

export interface ListState {
  page: number
  perPage: number
  /** A category id, or null for all categories. */
  category: string | null
}

export interface ListContext {
  /** Category ids that exist, or null while the tree is loading (the category is then kept). */
  knownCategories: ReadonlySet<string> | null
  /** Pages of the current filter, or null while unknown. */
  totalPages: number | null
}

/**
 * The products page's URL state under the rules of backoffice spec §4: a page that is not an
 * integer ≥ 1 becomes 1; a perPage outside 5/10/25/50/100 becomes 10; an unknown category is
 * removed and the page reset; a page past the last becomes 1. `canonical` is the search string to
 * replace the URL with when it differs from the one read.
 */
export function readListState(
  search: URLSearchParams,
  context: ListContext,
): ListState & { canonical: string } {
  const rawPage = search.get('page')
  const parsedPage = rawPage !== null && /^\d+$/.test(rawPage) ? Number(rawPage) : 1
  let page = Math.max(parsedPage, 1)
  const rawPerPage = Number(search.get('perPage'))
  const perPage = (ADMIN_PRODUCT_PAGE_SIZES as readonly number[]).includes(rawPerPage)
    ? rawPerPage
    : ADMIN_PRODUCT_PAGE_SIZE_DEFAULT
  let category = search.get('category') || null
  if (category && context.knownCategories && !context.knownCategories.has(category)) {
    category = null
    page = 1
  }
  if (context.totalPages !== null && page > Math.max(context.totalPages, 1)) page = 1
  const state = { page, perPage, category }
  return { ...state, canonical: listSearch(state) }
}

/** The URL search of a state (always page and perPage; category when set). */
export function listSearch(state: ListState): string {
  const q = new URLSearchParams({ page: String(state.page), perPage: String(state.perPage) })
  if (state.category) q.set('category', state.category)
  return `?${q.toString()}`
}

/** A change of page size or category starts again at page 1 (spec §2.2). */
export function withFilter(
  state: ListState,
  change: Partial<Pick<ListState, 'perPage' | 'category'>>,
): ListState {
  return { ...state, ...change, page: 1 }
}

/** The average price of a page's garments, rounded (0 for an empty page). */
export function averagePrice(prices: readonly number[]): number {
  return prices.length === 0 ? 0 : Math.round(prices.reduce((a, b) => a + b, 0) / prices.length)
}

/** 'Visar X till Y av Z': the 1-based range shown on this page. */
export function shownRange(page: number, perPage: number, count: number, total: number) {
  const from = count === 0 ? 0 : (page - 1) * perPage + 1
  return { from, to: count === 0 ? 0 : from + count - 1, total }
}

/**
 * Whether `id` is `root` or below it in the category tree (the list's filter includes
 * descendants). `tree` is in tree order with depths, as GET /api/category/tree answers.
 */
export function inSubtree(tree: readonly CategoryTreeNodeDto[], root: string, id: string): boolean {
  const start = tree.findIndex((c) => c.id === root)
  if (start < 0) return false
  for (let i = start; i < tree.length; i++) {
    const node = tree[i]!
    if (i > start && node.depth <= tree[start]!.depth) return false
    if (node.id === id) return true
  }
  return false
}
