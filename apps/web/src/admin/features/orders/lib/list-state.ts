import { ADMIN_ORDER_PAGE_SIZE_DEFAULT, ADMIN_ORDER_PAGE_SIZES } from '@kladbyte/contract'
import { readListState } from '../../../lib/list-state'
import { type StatusListState, statusListRules } from '../../../lib/status-list'

/** The orders list as the URL holds it; search is an order number (digits). */
export type OrderListState = StatusListState

export const ORDER_LIST_RULES = statusListRules(ADMIN_ORDER_PAGE_SIZES, ADMIN_ORDER_PAGE_SIZE_DEFAULT, 20)

/** The orders list's URL under the staff lists' rules (admin/lib/list-state.ts). */
export const readOrderListState = (search: URLSearchParams, totalPages: number | null = null) =>
  readListState(search, ORDER_LIST_RULES, totalPages)
