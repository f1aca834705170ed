import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { submissionQuery } from './get-submission'
import { submissionsKey } from './get-submissions'

/** DELETE /api/submissions-request/{id} (only at status 0; the server answers 204). */
export function useDeleteSubmission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/submissions-request/${encodeURIComponent(id)}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: submissionQuery(id).queryKey })
      queryClient.invalidateQueries({ queryKey: submissionsKey })
    },
  })
}
