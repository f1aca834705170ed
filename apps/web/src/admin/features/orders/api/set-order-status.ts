import type { AdminOrderDto } from '@kladbyte/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { useShowOrder } from './get-order'

/** PUT /api/orders/{id}/status/{status}; answers the order. */
export const setOrderStatus = (id: string, status: number) =>
  api.put<AdminOrderDto>(`/api/orders/${encodeURIComponent(id)}/status/${status}`)

/** Changes an order's status and shows the answer. */
export function useSetOrderStatus(id: string) {
  const show = useShowOrder()
  return useMutation({ mutationFn: (status: number) => setOrderStatus(id, status), onSuccess: show })
}
