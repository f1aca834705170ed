import type { PointsGuideEntryDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** GET /api/points-guide: points per garment type, for the guide page only (not the entry chunk). */
export const pointsGuideQuery = queryOptions({
  queryKey: ['points-guide'],
  queryFn: ({ signal }) => api.get<PointsGuideEntryDto[]>('/api/points-guide', { signal }),
  staleTime: 5 * 60_000,
})

export const usePointsGuide = () => useQuery(pointsGuideQuery)
