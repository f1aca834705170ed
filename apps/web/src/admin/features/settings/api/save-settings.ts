import type { ShopSettingsBody, ShopSettingsDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../../lib/api-client'
import { shopSettingsQuery } from '../../../../lib/shop-settings'
import { adminSettingsQuery } from './get-settings'

/** PUT /api/admin/settings: answers the details as saved. */
export const saveSettings = (body: ShopSettingsBody) => api.put<ShopSettingsDto>('/api/admin/settings', body)

/** Saves the details; the storefront's footer and contact page show them at once. */
export function useSaveSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsQuery.queryKey, saved)
      const { updatedAt: _updatedAt, ...publicSettings } = saved
      queryClient.setQueryData(shopSettingsQuery.queryKey, publicSettings)
    },
  })
}
