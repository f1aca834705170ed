import type { SubmissionDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The cache key of everything about submissions; mutations invalidate below it. */
export const submissionsKey = ['submissions'] as const

/** GET /api/submissions-request/user: the member's own submissions, newest first. */
export const submissionsQuery = queryOptions({
  queryKey: [...submissionsKey, 'list'],
  queryFn: ({ signal }) => api.get<SubmissionDto[]>('/api/submissions-request/user', { signal }),
  staleTime: 30_000,
})

/** The member's submissions. */
export const useSubmissions = () => useQuery(submissionsQuery)
