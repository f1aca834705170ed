import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll } from 'vitest'
import { memberships, paymentEvents } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { type StripeStandIn, startStripeStandIn } from '../../test/stripe-standin.js'

export const WEBHOOK_SECRET = 'whsec_test_secret'
/** Signs test deliveries the way Stripe does. */
export const signer = new Stripe('sk_test_signer')

/** An app with all four Stripe keys, its API pointed at a local stand-in; set up for the calling test file. */
export function useStripeApp() {
  const env = {} as { ctx: TestContext; stripe: StripeStandIn }
  beforeAll(async () => {
    env.stripe = await startStripeStandIn()
    env.ctx = await createTestContext({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_PRICE_ID: 'price_member',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: env.stripe.url,
    })
  })
  afterAll(async () => {
    await env.ctx.close()
    await env.stripe.close()
  })
  return env
}

let eventCounter = 0
/** A Stripe event as raw JSON text, the way Stripe sends it. */
export function event(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${++eventCounter}_${Date.now()}`,
) {
  return JSON.stringify(
    { id, object: 'event', type, api_version: '2025-10-29.clover', data: { object } },
    null,
    2,
  )
}

/** Posts a webhook delivery, signed with the test secret unless a signature (or null: none) is given. */
export function deliver(ctx: TestContext, payload: string, signature?: string | null) {
  const header =
    signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
      : signature
  return ctx.app.inject({
    method: 'POST',
    url: '/api/subscription/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(header ? { 'stripe-signature': header } : {}),
    },
    payload,
  })
}

export const membershipOf = async (ctx: TestContext, userId: string) =>
  (await ctx.db.select().from(memberships).where(eq(memberships.userId, userId)))[0]
export const eventStored = async (ctx: TestContext, id: string) =>
  (await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).length > 0
