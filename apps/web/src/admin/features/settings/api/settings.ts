import type { ShopSettingsBody, ShopSettingsDto } from '@kladbyte/contract'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { shopSettingsQuery } from '../../../../lib/shop-settings'

/** GET /api/admin/settings: the shop's details as they apply now (staff). */
export const adminSettingsQuery = queryOptions({
  queryKey: ['admin', 'settings'],
  queryFn: ({ signal }) => api.get<ShopSettingsDto>('/api/admin/settings', { signal }),
})

export const useAdminSettings = () => useQuery(adminSettingsQuery)

/** PUT /api/admin/settings; the storefront's footer and contact page show the saved details at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ShopSettingsBody) => api.put<ShopSettingsDto>('/api/admin/settings', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsQuery.queryKey, saved)
      const { updatedAt: _updatedAt, ...publicSettings } = saved
      queryClient.setQueryData(shopSettingsQuery.queryKey, publicSettings)
    },
  })
}
