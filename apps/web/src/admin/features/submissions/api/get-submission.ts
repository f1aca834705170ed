import type { SubmissionDto } from '@kladbyte/contract'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminSubmissionsKey } from './get-submissions'

/** GET /api/submissions-request/{id}: one submission with its items (staff may read any). */
export const useAdminSubmission = (id: string) =>
  useQuery({
    queryKey: [...adminSubmissionsKey, 'detail', id],
    queryFn: ({ signal }) =>
      api.get<SubmissionDto>(`/api/submissions-request/${encodeURIComponent(id)}`, { signal }),
    staleTime: 10_000,
  })
