import type { CategoryTreeNodeDto, PointsGuideEntryDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { adminSubmissionsKey } from './get-submissions'

/** GET /api/category/tree: the categories staff file a garment under, in tree order with depth. */
export const reviewCategoryTreeQuery = queryOptions({
  queryKey: [...adminSubmissionsKey, 'category-tree'],
  queryFn: ({ signal }) => api.get<CategoryTreeNodeDto[]>('/api/category/tree', { signal }),
  staleTime: 60_000,
})
export const useReviewCategoryTree = () => useQuery(reviewCategoryTreeQuery)

/** GET /api/points-guide: the usual points per category, the default when staff approve. */
export const pointsGuideQuery = queryOptions({
  queryKey: [...adminSubmissionsKey, 'points-guide'],
  queryFn: ({ signal }) => api.get<PointsGuideEntryDto[]>('/api/points-guide', { signal }),
  staleTime: 60_000,
})
export const usePointsGuide = () => useQuery(pointsGuideQuery)
