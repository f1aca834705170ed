import type { ShopSettingsDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'

/** GET /api/admin/settings: the shop's details as they apply now (staff). */
export const adminSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: ({ signal }) => api.get<ShopSettingsDto>('/api/admin/settings', { signal }),
})

export const useAdminSettings = () => useQuery(adminSettingsQuery)
