import type { SaveSubmissionBody, SubmissionDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { submissionQuery } from './get-submission'
import { submissionsKey } from './get-submissions'

/** PUT /api/submissions-request: the whole submission; answers the saved one. */
export const saveSubmission = (body: SaveSubmissionBody) =>
  api.put<SubmissionDto>('/api/submissions-request', body)

/** Saves the whole submission (notes and items) and puts the answer in the cache. */
export function useSaveSubmission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSubmission,
    onSuccess: (saved) => {
      queryClient.setQueryData(submissionQuery(saved.id).queryKey, saved)
      queryClient.invalidateQueries({ queryKey: submissionsKey })
    },
  })
}
