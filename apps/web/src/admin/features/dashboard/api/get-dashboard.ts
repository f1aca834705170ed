import type { DashboardDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** GET /api/admin/dashboard: the overview's figures and weeks (staff). */
export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => api.get<DashboardDto>('/api/admin/dashboard', { signal }),
  staleTime: 30_000,
})

export const useDashboard = () => useQuery(dashboardQuery)
