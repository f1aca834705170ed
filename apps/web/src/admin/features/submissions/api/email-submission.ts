import type { AdminSubmissionDto, StaffEmailBody } from '@kladbyte/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { submissionPath, useShowSubmission } from './get-submission'

/** POST …/{id}/email: the staff mail, recorded on the submission. */
export const emailSubmission = (id: string, mail: StaffEmailBody) =>
  api.post<AdminSubmissionDto>(`${submissionPath(id)}/email`, mail)

/** Sends the staff mail and shows the submission with it recorded. */
export function useEmailSubmission(id: string) {
  const show = useShowSubmission(id)
  return useMutation({ mutationFn: (mail: StaffEmailBody) => emailSubmission(id, mail), onSuccess: show })
}
