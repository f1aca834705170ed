import type { AdminOrderDto, StaffEmailBody } from '@kladbyte/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { useShowOrder } from './get-order'

/** POST /api/orders/{id}/email: the staff mail, recorded on the order. */
export const emailOrder = (id: string, mail: StaffEmailBody) =>
  api.post<AdminOrderDto>(`/api/orders/${encodeURIComponent(id)}/email`, mail)

/** Sends the staff mail and shows the order with it recorded. */
export function useEmailOrder(id: string) {
  const show = useShowOrder()
  return useMutation({ mutationFn: (mail: StaffEmailBody) => emailOrder(id, mail), onSuccess: show })
}
