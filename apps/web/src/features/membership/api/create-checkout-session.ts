import type { CheckoutSessionDto, SessionStatusDto } from '@kladbyte/contract'
import { api } from '../../../lib/api-client'

/** Starts a checkout session for the signed-in member (empty body, as the spec sends it). */
export const createCheckoutSession = () =>
  api.post<CheckoutSessionDto>('/api/subscription/create-checkout-session')

/** Test mode only: the server completes the member's own open session and grants the membership. */
export const completeTestSession = (sessionId: string) =>
  api.post<SessionStatusDto>('/api/subscription/test-complete', { sessionId })
