import { ADMIN_CUSTOMER_PAGE_SIZE_DEFAULT, ADMIN_CUSTOMER_PAGE_SIZES } from '@kladbyte/contract'
import { type ListRules, type ListState, readSearch } from '../../../lib/list-state'

/** The customers list as the URL holds it: the search (name or e-mail, trimmed; '' for none). */
export type CustomerListState = ListState<{ search: string }>

export const CUSTOMER_LIST_RULES: ListRules<{ search: string }> = {
  pageSizes: ADMIN_CUSTOMER_PAGE_SIZES,
  defaultPageSize: ADMIN_CUSTOMER_PAGE_SIZE_DEFAULT,
  readFilters: (search) => ({ search: readSearch(search) }),
  writeFilters: (f) => ({ search: f.search }),
}

/** Two letters for the avatar: first letters of first and last name, or of the e-mail. */
export function initials(firstName: string, lastName: string, email: string): string {
  const letters = `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`
  return (letters || email.charAt(0)).toUpperCase()
}
