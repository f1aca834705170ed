import type { SubmissionDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { submissionQuery } from './get-submission'
import { submissionsKey } from './get-submissions'

/** PUT /api/submissions-request/{id}/submit: 0 → 1; answers the submission. */
export function useSubmitSubmission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api.put<SubmissionDto>(`/api/submissions-request/${encodeURIComponent(id)}/submit`),
    onSuccess: (submitted) => {
      queryClient.setQueryData(submissionQuery(submitted.id).queryKey, submitted)
      queryClient.invalidateQueries({ queryKey: submissionsKey })
    },
  })
}
