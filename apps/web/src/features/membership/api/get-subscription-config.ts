import type { SubscriptionConfigDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** Which checkout the subscribe tab shows: Stripe's embedded checkout or the built-in test mode. */
export const subscriptionConfigQuery = queryOptions({
  queryKey: ['subscription-config'],
  queryFn: ({ signal }) => api.get<SubscriptionConfigDto>('/api/subscription/config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
})

export const useSubscriptionConfig = () => useQuery(subscriptionConfigQuery)
