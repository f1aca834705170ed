import type { PublicSettingsDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { sv } from '../../../i18n/sv'
import { api } from '../../../lib/api-client'

/** Shown until the settings have loaded, and if they cannot be loaded at all. */
export const DEFAULT_PUBLIC_SETTINGS: PublicSettingsDto = {
  shopName: sv.common.shopName,
  address: 'Storgatan 1, 111 22 Stockholm',
  phone: '08-123 45 67',
  email: 'info@kladbyte.se',
}

/** The shop's name and contact details (GET /api/settings/public); they change rarely. */
export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: ({ signal }) => api.get<PublicSettingsDto>('/api/settings/public', { signal }),
  staleTime: 5 * 60_000,
})

/** The settings, or the defaults while loading or when the call failed. */
export function usePublicSettings(): PublicSettingsDto {
  const { data } = useQuery(publicSettingsQuery)
  return data ?? DEFAULT_PUBLIC_SETTINGS
}
