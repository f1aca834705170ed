import {
  ADMIN_PRODUCT_PAGE_SIZE_DEFAULT,
  ADMIN_PRODUCT_PAGE_SIZES,
  type CategoryTreeNodeDto,
} from '@kladbyte/contract'
import type { ListRules, ListState } from '../../../lib/list-state'

/** The products list as the URL holds it: a category id, or null for all categories. */
export interface ProductFilters {
  category: string | null
}
export type ProductListState = ListState<ProductFilters>

/**
 * The products list's URL rules (backoffice spec §2.2, §4): sizes 5/10/25/50/100, 10 by default,
 * and a category that is not in the tree removed (which resets the page). `knownCategories` is
 * null while the tree is loading: the category is then kept.
 */
export const productListRules = (knownCategories: ReadonlySet<string> | null): ListRules<ProductFilters> => ({
  pageSizes: ADMIN_PRODUCT_PAGE_SIZES,
  defaultPageSize: ADMIN_PRODUCT_PAGE_SIZE_DEFAULT,
  readFilters: (search) => {
    const category = search.get('category') || null
    return { category: category && knownCategories && !knownCategories.has(category) ? null : category }
  },
  writeFilters: (f) => ({ category: f.category ?? '' }),
})

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
