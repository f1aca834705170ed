import type { AdminSubmissionDto, ReviewSubmissionBody } from '@kladbyte/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { submissionPath, useShowSubmission } from './get-submission'

/** PUT …/{id}/review: reviewer notes, priority and item decisions; fields left out stay. */
export const reviewSubmission = (id: string, body: ReviewSubmissionBody) =>
  api.put<AdminSubmissionDto>(`${submissionPath(id)}/review`, body)

/** Saves part of the review (notes, priority or an item) and shows the answer. */
export function useReviewSubmission(id: string) {
  const show = useShowSubmission(id)
  return useMutation({
    mutationFn: (body: ReviewSubmissionBody) => reviewSubmission(id, body),
    onSuccess: show,
  })
}
