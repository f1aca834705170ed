import { ADMIN_SUBMISSION_PAGE_SIZE_DEFAULT, ADMIN_SUBMISSION_PAGE_SIZES } from '@kladbyte/contract'
import {
  readStatusListState,
  type StatusListRules,
  type StatusListState,
  statusFilterParams,
  statusListSearch,
} from '../../../lib/status-list'

/** The staff submissions list as the URL holds it; search is free text (title, notes, reference, member). */
export type SubmissionListState = StatusListState

export const SUBMISSION_LIST_RULES: StatusListRules = {
  pageSizes: ADMIN_SUBMISSION_PAGE_SIZES,
  defaultPageSize: ADMIN_SUBMISSION_PAGE_SIZE_DEFAULT,
  searchMax: 200,
}

export const readSubmissionListState = (search: URLSearchParams, totalPages: number | null = null) =>
  readStatusListState(search, SUBMISSION_LIST_RULES, totalPages)
export const submissionListSearch = statusListSearch
export const submissionFilterParams = statusFilterParams
