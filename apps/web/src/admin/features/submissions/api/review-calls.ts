import type {
  AdminSubmissionDto,
  ProductFromItemResult,
  ReceiveItemsBody,
  ReceiveItemsResult,
  ReviewSubmissionBody,
  StaffEmailBody,
} from '@kladbyte/contract'
import { api } from '../../../../lib/api-client'

const base = (id: string) => `/api/submissions-request/${encodeURIComponent(id)}`

/** PUT …/{id}/status/{status}: any status from any other (spec §4); answers the submission. */
export const setSubmissionStatus = (id: string, status: number) =>
  api.put<AdminSubmissionDto>(`${base(id)}/status/${status}`)

/** PUT …/{id}/review: reviewer notes, priority and item decisions; fields left out stay. */
export const reviewSubmission = (id: string, body: ReviewSubmissionBody) =>
  api.put<AdminSubmissionDto>(`${base(id)}/review`, body)

/** POST …/{id}/email: the staff mail, recorded on the submission. */
export const emailSubmission = (id: string, mail: StaffEmailBody) =>
  api.post<AdminSubmissionDto>(`${base(id)}/email`, mail)

/** POST …/{id}/receive: the arrived garments and their points, each credited exactly once. */
export const receiveItems = (id: string, body: ReceiveItemsBody) =>
  api.post<ReceiveItemsResult>(`${base(id)}/receive`, body)

/** POST /api/submissions-request/item/{itemId}/product: a hidden shop product made from the item. */
export const createProductFromItem = (itemId: string) =>
  api.post<ProductFromItemResult>(`/api/submissions-request/item/${encodeURIComponent(itemId)}/product`)
