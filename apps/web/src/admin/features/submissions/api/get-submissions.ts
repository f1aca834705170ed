import type { SubmissionDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** Staff's cache key for submissions (apart from the member's own list). */
export const adminSubmissionsKey = ['admin', 'submissions'] as const

/** GET /api/submissions-request: every submission, newest first (staff). */
export const adminSubmissionsQuery = queryOptions({
  queryKey: [...adminSubmissionsKey, 'list'],
  queryFn: ({ signal }) => api.get<SubmissionDto[]>('/api/submissions-request', { signal }),
  staleTime: 30_000,
})

export const useAdminSubmissions = () => useQuery(adminSubmissionsQuery)
