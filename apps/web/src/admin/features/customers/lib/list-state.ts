import { ADMIN_CUSTOMER_PAGE_SIZE_DEFAULT, ADMIN_CUSTOMER_PAGE_SIZES } from '@kladbyte/contract'

export interface CustomerListState {
  page: number
  perPage: number
  /** The trimmed search, or null: an empty search is never sent. */
  q: string | null
}

/**
 * The customers page's URL state (backoffice spec §4 paging): a page that is not an integer ≥ 1, or
 * past the last once `totalPages` of this very search is known, becomes 1; a perPage outside
 * 10/25/50/100/250 becomes 25; a blank search is dropped. `canonical` replaces a URL that differs.
 */
export function readCustomerState(
  search: URLSearchParams,
  totalPages: number | null = null,
): CustomerListState & { canonical: string } {
  const rawPage = search.get('page')
  let page = rawPage !== null && /^\d+$/.test(rawPage) ? Math.max(Number(rawPage), 1) : 1
  if (totalPages !== null && page > Math.max(totalPages, 1)) page = 1
  const rawPerPage = Number(search.get('perPage'))
  const perPage = (ADMIN_CUSTOMER_PAGE_SIZES as readonly number[]).includes(rawPerPage)
    ? rawPerPage
    : ADMIN_CUSTOMER_PAGE_SIZE_DEFAULT
  const q = search.get('q')?.trim() || null
  const state = { page, perPage, q }
  return { ...state, canonical: customerSearch(state) }
}

/** The URL search of a state (always page and perPage; q when set). */
export function customerSearch(state: CustomerListState): string {
  const params = new URLSearchParams({ page: String(state.page), perPage: String(state.perPage) })
  if (state.q) params.set('q', state.q)
  return `?${params.toString()}`
}

/** Two letters for the avatar: first letters of first and last name, or of the e-mail. */
export function initials(firstName: string, lastName: string, email: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`
  return (letters || email.charAt(0)).toUpperCase()
}
