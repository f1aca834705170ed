import type { AdminSubmissionDto } from '@kladbyte/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { submissionPath, useShowSubmission } from './get-submission'

/** PUT …/{id}/status/{status}: any status from any other (spec §4); answers the submission. */
export const setSubmissionStatus = (id: string, status: number) =>
  api.put<AdminSubmissionDto>(`${submissionPath(id)}/status/${status}`)

/** Changes the submission's status and shows the answer. */
export function useSetSubmissionStatus(id: string) {
  const show = useShowSubmission(id)
  return useMutation({ mutationFn: (status: number) => setSubmissionStatus(id, status), onSuccess: show })
}
