import type { PointsAdjustmentBody, PointsAdjustmentResult } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminCustomersKey } from './get-customers'

/** POST /api/users/{id}/points. */
export const adjustPoints = (id: string, body: PointsAdjustmentBody) =>
  api.post<PointsAdjustmentResult>(`/api/users/${id}/points`, body)

/** Adjusts a customer's points; the list's and the details' balances refetch. */
export function useAdjustPoints(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PointsAdjustmentBody) => adjustPoints(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminCustomersKey }),
  })
}
