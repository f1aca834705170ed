import type { PublicSettingsDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { sv } from '../i18n/sv'
import { api } from './api-client'

/** Shown while the settings load and if they cannot be loaded (the server's own defaults). */
export const FALLBACK_SHOP_SETTINGS: PublicSettingsDto = {
  shopName: sv.common.shopName,
  address: 'Storgatan 1, 111 22 Stockholm',
  phone: '08-123 45 67',
  email: 'info@kladbyte.se',
  returnAddress: 'Klädbyte, Storgatan 1, 111 22 Stockholm',
  openingHours: ['Mån–fre 09:00–18:00', 'Lör–sön 10:00–16:00'],
}

/** The shop's name and contact details (GET /api/settings/public); shared cache key with the content pages. */
export const shopSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: ({ signal }) => api.get<PublicSettingsDto>('/api/settings/public', { signal }),
  staleTime: 5 * 60_000,
})

/** Shop name, addresses, phone, e-mail and opening hours; never undefined (falls back while loading or failing). */
export function useShopSettings(): PublicSettingsDto {
  const { data } = useQuery(shopSettingsQuery)
  return data ?? FALLBACK_SHOP_SETTINGS
}
