import type { CategoryTreeNodeDto, PointsGuideBody, PointsGuideEntryDto } from '@kladbyte/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** GET /api/admin/points-guide: every row of the guide, hidden categories too. */
export const adminPointsGuideQuery = queryOptions({
  queryKey: ['admin', 'points-guide'],
  queryFn: ({ signal }) => api.get<PointsGuideEntryDto[]>('/api/admin/points-guide', { signal }),
})

/** GET /api/category/tree: every category in tree order with its depth (the guide's category choice). */
export const guideCategoriesQuery = queryOptions({
  queryKey: ['admin', 'settings', 'category-tree'],
  queryFn: ({ signal }) => api.get<CategoryTreeNodeDto[]>('/api/category/tree', { signal }),
  staleTime: 30_000,
})

export const useAdminPointsGuide = () => useQuery(adminPointsGuideQuery)
export const useGuideCategories = () => useQuery(guideCategoriesQuery)

/** PUT /api/admin/points-guide: replaces the whole guide; the public guide is refetched on next view. */
export function useSavePointsGuide() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: PointsGuideBody) => api.put<PointsGuideEntryDto[]>('/api/admin/points-guide', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminPointsGuideQuery.queryKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['points-guide'] })
    },
  })
}
