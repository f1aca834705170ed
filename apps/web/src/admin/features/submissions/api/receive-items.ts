import type { ReceiveItemsBody, ReceiveItemsResult } from '@kladbyte/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { submissionPath, useShowSubmission } from './get-submission'

/** POST …/{id}/receive: the arrived garments and their points, each credited exactly once. */
export const receiveItems = (id: string, body: ReceiveItemsBody) =>
  api.post<ReceiveItemsResult>(`${submissionPath(id)}/receive`, body)

/** Receives the garments and shows the submission with them credited. */
export function useReceiveItems(id: string) {
  const show = useShowSubmission(id)
  return useMutation({
    mutationFn: (body: ReceiveItemsBody) => receiveItems(id, body),
    onSuccess: (result) => show(result.submission),
  })
}
