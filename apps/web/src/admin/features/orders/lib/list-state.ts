import { ADMIN_ORDER_PAGE_SIZE_DEFAULT, ADMIN_ORDER_PAGE_SIZES } from '@kladbyte/contract'
import {
  readStatusListState,
  type StatusListRules,
  type StatusListState,
  statusListSearch,
} from '../../../lib/status-list'

/** The orders list as the URL holds it; search is an order number (digits). */
export type OrderListState = StatusListState

export const ORDER_LIST_RULES: StatusListRules = {
  pageSizes: ADMIN_ORDER_PAGE_SIZES,
  defaultPageSize: ADMIN_ORDER_PAGE_SIZE_DEFAULT,
  searchMax: 20,
}

/**
 * Reads the URL: bad values fall back (page 1, 25 per page, no filter), and a page past the last
 * becomes 1 once `totalPages` (of this very filter) is known. `canonical` is the URL to show.
 */
export const readOrderListState = (search: URLSearchParams, totalPages: number | null = null) =>
  readStatusListState(search, ORDER_LIST_RULES, totalPages)
export const orderListSearch = statusListSearch
