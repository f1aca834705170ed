import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminOrdersKey } from './get-orders'

/** DELETE /api/orders/{id}. */
export const deleteOrder = (id: string) => api.delete<null>(`/api/orders/${encodeURIComponent(id)}`)

/** Deletes an order; every staff order query is stale after it. */
export function useDeleteOrder(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteOrder(id),
    // Not awaited: the deleted order's own query refetches too, and the page moves on without it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
  })
}
