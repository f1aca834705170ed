import type { SubscriptionDto } from '@kladbyte/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, isNotFound } from '../../../lib/api-client'

/** The member's active membership, or null when there is none (the server answers 404). */
export async function getSubscription(signal?: AbortSignal): Promise<SubscriptionDto | null> {
  try {
    return await api.get<SubscriptionDto>('/api/users/subscription', { signal })
  } catch (err) {
    if (isNotFound(err)) return null
    throw err
  }
}

export const subscriptionQuery = queryOptions({
  queryKey: ['subscription'],
  queryFn: ({ signal }) => getSubscription(signal),
  staleTime: 30_000,
})

export const useSubscription = () => useQuery(subscriptionQuery)
