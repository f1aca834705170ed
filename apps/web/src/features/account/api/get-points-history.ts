import type { PointsHistoryDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** GET /api/Users/pointsHistory: the member's balance and movements, latest first. */
export const pointsHistoryQuery = queryOptions({
  queryKey: ['account', 'points-history'],
  queryFn: ({ signal }) => api.get<PointsHistoryDto>('/api/Users/pointsHistory', { signal }),
})

export const usePointsHistory = () => useQuery(pointsHistoryQuery)
