import { SUBMISSION_STATUS, type SubmissionDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toSaveBody } from '../lib/save-body'
import { fetchSubmission, submissionQuery } from './get-submission'
import { submissionsKey } from './get-submissions'
import { saveSubmission } from './save-submission'

/** Thrown when the fresh submission is no longer at 1 or 2: only those can be cancelled. */
export class NotCancellableError extends Error {}

/**
 * Cancel (1 or 2 → 4) as the spec does it: read the submission and write it back with the new
 * status, so nothing else the member had is changed by the cancel.
 */
export function useCancelSubmission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string): Promise<SubmissionDto> => {
      const fresh = await fetchSubmission(id)
      if (fresh.status !== SUBMISSION_STATUS.submitted && fresh.status !== SUBMISSION_STATUS.processing)
        throw new NotCancellableError()
      return saveSubmission({ ...toSaveBody(fresh), status: SUBMISSION_STATUS.cancelled })
    },
    onSuccess: (cancelled) => {
      queryClient.setQueryData(submissionQuery(cancelled.id).queryKey, cancelled)
      queryClient.invalidateQueries({ queryKey: submissionsKey })
    },
  })
}
