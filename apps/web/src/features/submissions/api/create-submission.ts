import type { SubmissionDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { submissionQuery } from './get-submission'
import { submissionsKey } from './get-submissions'

/** POST /api/submissions-request: a new, empty submission at status 0 (answers 201 with it). */
export function useCreateSubmission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<SubmissionDto>('/api/submissions-request'),
    onSuccess: (created) => {
      queryClient.setQueryData(submissionQuery(created.id).queryKey, created)
      queryClient.invalidateQueries({ queryKey: submissionsKey })
    },
  })
}
