import type { PointsGuideBody, PointsGuideEntryDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminPointsGuideQuery } from './get-points-guide'

/** PUT /api/admin/points-guide: replaces the whole guide and answers it as saved. */
export const savePointsGuide = (body: PointsGuideBody) =>
  api.put<PointsGuideEntryDto[]>('/api/admin/points-guide', body)

/** Saves the guide; the public guide is refetched on next view. */
export function useSavePointsGuide() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePointsGuide,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminPointsGuideQuery.queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['points-guide'] })
    },
  })
}
