import type { SubmissionDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { submissionsKey } from './get-submissions'

/** GET /api/submissions-request/{id}: one submission with its items and their images. */
export const fetchSubmission = (id: string, signal?: AbortSignal) =>
  api.get<SubmissionDto>(`/api/submissions-request/${encodeURIComponent(id)}`, { signal })

export const submissionQuery = (id: string) =>
  queryOptions({
    queryKey: [...submissionsKey, 'detail', id],
    queryFn: ({ signal }) => fetchSubmission(id, signal),
    staleTime: 10_000,
  })

/** One submission. */
export const useSubmission = (id: string) => useQuery(submissionQuery(id))
