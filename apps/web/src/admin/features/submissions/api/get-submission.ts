import type { AdminSubmissionDto } from '@kladbyte/contract'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminSubmissionsKey } from './get-submissions'

/** The submission's address; its staff calls hang below it. */
export const submissionPath = (id: string) => `/api/submissions-request/${encodeURIComponent(id)}`

/** GET /api/submissions-request/{id}: staff read any submission, with the customer and the mails sent. */
export const adminSubmissionQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminSubmissionsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<AdminSubmissionDto>(submissionPath(id), { signal }),
    staleTime: 10_000,
  })

export const useAdminSubmission = (id: string) => useQuery(adminSubmissionQuery(id))

/**
 * Puts a staff call's answer on screen (spec §4: the screen updates after the call succeeds) and
 * marks the list stale; its counts and badges may have changed.
 */
export function useShowSubmission(id: string) {
  const queryClient = useQueryClient()
  return (next: AdminSubmissionDto) => {
    queryClient.setQueryData(adminSubmissionQuery(id).queryKey, next)
    void queryClient.invalidateQueries({
      queryKey: adminSubmissionsKey,
      // Not the answer just shown, nor the review's lookups (categories, points guide).
      predicate: ({ queryKey }) => queryKey[2] !== 'detail' && !isLookup(queryKey[2]),
    })
  }
}

const isLookup = (part: unknown) => part === 'category-tree' || part === 'points-guide'
