import {
  ApiErrorDto,
  CheckoutSessionDto,
  type PaymentMode,
  SessionStatusDto,
  SessionStatusQuery,
  SubscriptionConfigDto,
  SubscriptionDto,
  TestCompleteBody,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { MembershipService } from './membership.service.js'

const tags = ['membership']
const errors = { 400: ApiErrorDto, 401: ApiErrorDto, 403: ApiErrorDto, 404: ApiErrorDto, 409: ApiErrorDto }

/** Membership: the subscribe flow, the member's membership and ending it. */
export const membershipRoutes: FastifyPluginAsyncZod<{
  membership: MembershipService
  mode: PaymentMode
}> = async (app, { membership, mode }) => {
  const member = { config: { access: 'member' as const } }
  const owner = { config: { access: 'owner' as const } }

  app.get(
    '/api/subscription/config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Vilken betalleverantör som används (stripe eller testläge) och Stripes publika nyckel',
        response: { 200: SubscriptionConfigDto },
      },
    },
    async () => membership.config(),
  )

  app.post(
    '/api/subscription/create-checkout-session',
    {
      ...member,
      schema: {
        tags,
        summary: 'Skapar en betalningssession för medlemskap (Stripe embedded Checkout eller testläge)',
        response: { 200: CheckoutSessionDto, ...errors },
      },
    },
    async (req) => membership.createCheckoutSession(req.user!),
  )

  app.get(
    '/api/subscription/session-status',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Status för medlemmens egen betalningssession: open, complete, expired',
        querystring: SessionStatusQuery,
        response: { 200: SessionStatusDto, ...errors },
      },
    },
    async (req) => membership.sessionStatus(req.user!, req.query.session_id),
  )

  // Test mode only: with Stripe configured, membership can be granted by Stripe's webhook alone.
  if (mode === 'test') {
    app.post(
      '/api/subscription/test-complete',
      {
        ...owner,
        schema: {
          tags,
          summary: 'Testläge: slutför medlemmens egen öppna session och aktiverar medlemskapet i en månad',
          body: TestCompleteBody,
          response: { 200: SessionStatusDto, ...errors },
        },
      },
      async (req) => membership.completeTestSession(req.user!, req.body.sessionId),
    )
  }

  app.post(
    '/api/subscription/cancel',
    {
      ...member,
      schema: {
        tags,
        summary: 'Avslutar medlemskapet (Stripe: vid periodens slut; testläge: direkt)',
        response: { 200: SubscriptionDto, ...errors },
      },
    },
    async (req) => membership.cancel(req.user!),
  )

  app.get(
    '/api/users/subscription',
    {
      ...member,
      schema: {
        tags,
        summary: 'Medlemmens aktiva medlemskap; 404 när det inte finns något',
        response: { 200: SubscriptionDto, ...errors },
      },
    },
    async (req) => membership.currentSubscription(req.user!),
  )
}
