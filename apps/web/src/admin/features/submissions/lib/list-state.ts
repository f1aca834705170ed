import { ADMIN_SUBMISSION_PAGE_SIZE_DEFAULT, ADMIN_SUBMISSION_PAGE_SIZES } from '@kladbyte/contract'
import { readListState } from '../../../lib/list-state'
import { type StatusListState, statusListRules } from '../../../lib/status-list'

/** The staff submissions list as the URL holds it; search is free text (title, notes, reference, member). */
export type SubmissionListState = StatusListState

export const SUBMISSION_LIST_RULES = statusListRules(
  ADMIN_SUBMISSION_PAGE_SIZES,
  ADMIN_SUBMISSION_PAGE_SIZE_DEFAULT,
  200,
)

/** The submissions list's URL under the staff lists' rules (admin/lib/list-state.ts). */
export const readSubmissionListState = (search: URLSearchParams, totalPages: number | null = null) =>
  readListState(search, SUBMISSION_LIST_RULES, totalPages)
