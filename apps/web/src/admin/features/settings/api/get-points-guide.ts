import type { PointsGuideEntryDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** GET /api/admin/points-guide: every row of the guide, hidden categories too. */
export const adminPointsGuideQuery = queryOptions({
  queryKey: ['admin', 'points-guide'],
  queryFn: ({ signal }) => api.get<PointsGuideEntryDto[]>('/api/admin/points-guide', { signal }),
})

export const useAdminPointsGuide = () => useQuery(adminPointsGuideQuery)
