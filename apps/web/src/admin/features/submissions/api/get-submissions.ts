import type { AdminSubmissionPage } from '@kladbyte/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { type SubmissionListState, submissionFilterParams } from '../lib/list-state'

/** Staff's cache key for submissions (apart from the member's own list). */
export const adminSubmissionsKey = ['admin', 'submissions'] as const

/** GET /api/submissions-request/paged: one page of the filtered list, with the counts per status. */
export const adminSubmissionsQuery = (s: SubmissionListState) =>
  queryOptions({
    queryKey: [...adminSubmissionsKey, 'list', s],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        page: String(s.page),
        pageSize: String(s.pageSize),
        ...submissionFilterParams(s),
      })
      return api.get<AdminSubmissionPage>(`/api/submissions-request/paged?${params}`, { signal })
    },
    placeholderData: keepPreviousData,
  })

export const useAdminSubmissions = (s: SubmissionListState) => useQuery(adminSubmissionsQuery(s))
