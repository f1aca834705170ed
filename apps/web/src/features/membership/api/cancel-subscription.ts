import type { SubscriptionDto } from '@kladbyte/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { userContextQuery } from '../../../lib/session'
import { subscriptionQuery } from './get-subscription'

/** Ends the membership (Stripe: at the end of the paid period; test mode: now). */
export const cancelSubscription = () => api.post<SubscriptionDto>('/api/subscription/cancel')

export function useCancelSubscription() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey }),
        // hasSubscription (the checkout's membership notice) follows the membership.
        queryClient.invalidateQueries({ queryKey: userContextQuery.queryKey }),
      ]),
  })
}
