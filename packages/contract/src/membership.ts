import { z } from 'zod'

/** Which payment provider the server runs: Stripe when its keys are set, otherwise the built-in test mode. */
export const PaymentMode = z.enum(['stripe', 'test'])
export type PaymentMode = z.infer<typeof PaymentMode>

/** `GET /api/subscription/config`: what the subscribe tab needs to mount its checkout. */
export const SubscriptionConfigDto = z.object({
  mode: PaymentMode,
  /** Stripe's publishable key (Stripe mode only). */
  publishableKey: z.string().optional(),
})
export type SubscriptionConfigDto = z.infer<typeof SubscriptionConfigDto>

/** `POST /api/subscription/create-checkout-session` answer. */
export const CheckoutSessionDto = z.object({
  clientSecret: z.string(),
  sessionId: z.string(),
})
export type CheckoutSessionDto = z.infer<typeof CheckoutSessionDto>

/** `GET /api/subscription/session-status?session_id=…` query. Missing id is answered with a Swedish 400. */
export const SessionStatusQuery = z.object({
  session_id: z.string().max(255).optional(),
})

/** Checkout session states: `open`, `complete`, `expired` (Stripe may add others; the page treats them as "processing"). */
export const SessionStatusDto = z.object({
  status: z.string(),
  customer_email: z.string().nullable(),
})
export type SessionStatusDto = z.infer<typeof SessionStatusDto>

/** `POST /api/subscription/test-complete` body (test mode only). */
export const TestCompleteBody = z.object({
  sessionId: z.string().min(1).max(255),
})
export type TestCompleteBody = z.infer<typeof TestCompleteBody>

/** The member's membership as `GET /api/users/subscription` and `POST /api/subscription/cancel` return it. */
export const SubscriptionDto = z.object({
  /** Provider status: active, trialing, past_due, canceled, … */
  status: z.string(),
  provider: PaymentMode,
  /** ISO time the paid period ends (renewal, or the end when cancelAtPeriodEnd). */
  currentPeriodEnd: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
})
export type SubscriptionDto = z.infer<typeof SubscriptionDto>

/** Statuses that count as an active membership (mirrors the server's gate). */
export const ACTIVE_SUBSCRIPTION_STATUSES = ['active', 'trialing'] as const
