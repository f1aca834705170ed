import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutSessions, memberships, paymentEvents } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { isMembershipActive } from './membership.status.js'
import { type StripeStandIn, startStripeStandIn } from './stripe-standin.js'

const WEBHOOK_SECRET = 'whsec_test_secret'
const signer = new Stripe('sk_test_signer')
let ctx: TestContext
let stripe: StripeStandIn

beforeAll(async () => {
  stripe = await startStripeStandIn()
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_PRICE_ID: 'price_member',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  })
})
afterAll(async () => {
  await ctx.close()
  await stripe.close()
})

let eventCounter = 0
/** A Stripe event as raw JSON text, the way Stripe sends it. */
function event(type: string, object: Record<string, unknown>, id = `evt_${++eventCounter}_${Date.now()}`) {
  return JSON.stringify(
    { id, object: 'event', type, api_version: '2025-10-29.clover', data: { object } },
    null,
    2,
  )
}

function deliver(payload: string, signature?: string | null) {
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

const membershipOf = async (userId: string) =>
  (await ctx.db.select().from(memberships).where(eq(memberships.userId, userId)))[0]
const eventStored = async (id: string) =>
  (await ctx.db.select().from(paymentEvents).where(eq(paymentEvents.id, id))).length > 0

describe('membership with Stripe', () => {
  it('tells the web app to use Stripe, with the publishable key, and has no test-complete', async () => {
    const config = await ctx.app.inject({ method: 'GET', url: '/api/subscription/config' })
    expect(config.json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_123' })
    const user = await createUser(ctx.db)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/test-complete',
      headers: await sessionHeaders(ctx.db, user.id),
      payload: { sessionId: 'test_cs_x' },
    })
    expect(res.statusCode).toBe(404)
  })

  it('creates an embedded subscription session for the member and reports its status to them only', async () => {
    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    // A JSON body still parses here: only the webhook's own plugin keeps raw bytes.
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout-session',
      headers,
      payload: {},
    })
    expect(res.statusCode).toBe(200)
    const { sessionId, clientSecret } = res.json()
    expect(clientSecret).toBe(stripe.sessions.get(sessionId)!.client_secret)

    const sent = stripe.requests.find((r) => r.path === '/v1/checkout/sessions')!.form
    expect(sent.get('mode')).toBe('subscription')
    expect(sent.get('ui_mode')).toBe('embedded')
    expect(sent.get('line_items[0][price]')).toBe('price_member')
    expect(sent.get('line_items[0][quantity]')).toBe('1')
    expect(sent.get('customer_email')).toBe(user.email)
    expect(sent.get('client_reference_id')).toBe(user.id)
    expect(sent.get('metadata[userId]')).toBe(user.id)
    expect(sent.get('return_url')).toBe(
      'http://localhost:3000/subscribe-return?session_id={CHECKOUT_SESSION_ID}',
    )
    const [row] = await ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId))
    expect(row).toMatchObject({ userId: user.id, provider: 'stripe', status: 'open' })

    const url = `/api/subscription/session-status?session_id=${sessionId}`
    const own = await ctx.app.inject({ method: 'GET', url, headers })
    expect(own.json()).toEqual({ status: 'open', customer_email: user.email })

    const stranger = await createUser(ctx.db)
    const foreign = await ctx.app.inject({
      method: 'GET',
      url,
      headers: await sessionHeaders(ctx.db, stranger.id),
    })
    expect(foreign.statusCode).toBe(404)

    // The browser seeing "complete" grants nothing: only the webhook does.
    stripe.sessions.get(sessionId)!.status = 'complete'
    expect((await ctx.app.inject({ method: 'GET', url, headers })).json().status).toBe('complete')
    expect(await isMembershipActive(ctx.db, user.id)).toBe(false)
  })

  it('rejects unsigned, badly signed, stale and re-serialised deliveries, writing nothing', async () => {
    const user = await createUser(ctx.db)
    stripe.setSubscription('sub_reject', { status: 'active', userId: user.id })
    const payload = event(
      'customer.subscription.created',
      { id: 'sub_reject', customer: 'cus_reject' },
      'evt_reject',
    )
    const stale = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    })
    const wrongSecret = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' })
    const reserialised = JSON.stringify(JSON.parse(payload))
    const signedOriginal = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })

    const cases = [
      deliver(payload, null),
      deliver(payload, 'garbage'),
      deliver(payload, wrongSecret),
      deliver(payload, stale),
      deliver(reserialised, signedOriginal),
    ]
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/Stripe-signatur/)
    }
    expect(await eventStored('evt_reject')).toBe(false)
    expect(await membershipOf(user.id)).toBeUndefined()
  })

  it('applies a valid event once, even delivered five times with two in parallel', async () => {
    const user = await createUser(ctx.db)
    const periodEnd = new Date(Date.now() + 20 * 86_400_000)
    stripe.setSubscription('sub_once', { status: 'active', userId: user.id, customer: 'cus_once', periodEnd })
    const payload = event(
      'customer.subscription.created',
      { id: 'sub_once', customer: 'cus_once' },
      'evt_once',
    )

    const parallel = await Promise.all([deliver(payload), deliver(payload)])
    expect(parallel.map((r) => r.statusCode)).toEqual([200, 200])
    expect(parallel.map((r) => r.json().duplicate).sort()).toEqual([false, true])
    const reads = () => stripe.requests.filter((r) => r.path === '/v1/subscriptions/sub_once').length
    expect(reads()).toBe(1)

    // Stripe changes its mind meanwhile; replays of the old event must not re-apply anything.
    stripe.setSubscription('sub_once', {
      status: 'past_due',
      userId: user.id,
      customer: 'cus_once',
      periodEnd,
    })
    for (let i = 0; i < 3; i++) {
      const res = await deliver(payload)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ received: true, duplicate: true })
    }
    expect(reads()).toBe(1)
    expect(await membershipOf(user.id)).toMatchObject({
      provider: 'stripe',
      status: 'active',
      subscriptionId: 'sub_once',
      customerId: 'cus_once',
      cancelAtPeriodEnd: false,
    })
    expect((await membershipOf(user.id))!.currentPeriodEnd!.getTime()).toBe(
      Math.floor(periodEnd.getTime() / 1000) * 1000,
    )
    expect(await isMembershipActive(ctx.db, user.id)).toBe(true)
  })

  it('never leaves an active membership when the cancellation arrives before the creation', async () => {
    const user = await createUser(ctx.db)
    stripe.setSubscription('sub_late', { status: 'canceled', userId: user.id, customer: 'cus_late' })
    const object = { id: 'sub_late', customer: 'cus_late', status: 'active', metadata: { userId: user.id } }
    expect(
      (await deliver(event('customer.subscription.deleted', { ...object, status: 'canceled' }))).statusCode,
    ).toBe(200)
    expect((await deliver(event('customer.subscription.created', object))).statusCode).toBe(200)
    expect(
      (
        await deliver(
          event('invoice.paid', {
            id: 'in_1',
            customer: 'cus_late',
            parent: { subscription_details: { subscription: 'sub_late', metadata: {} } },
          }),
        )
      ).statusCode,
    ).toBe(200)
    expect((await membershipOf(user.id))!.status).toBe('canceled')
    expect(await isMembershipActive(ctx.db, user.id)).toBe(false)
  })

  it('grants membership on checkout.session.completed and finds the member by customer id later', async () => {
    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    const { sessionId } = (
      await ctx.app.inject({ method: 'POST', url: '/api/subscription/create-checkout-session', headers })
    ).json()
    stripe.setSubscription('sub_checkout', { status: 'active', customer: 'cus_checkout' })
    const completed = event('checkout.session.completed', {
      id: sessionId,
      object: 'checkout.session',
      mode: 'subscription',
      subscription: 'sub_checkout',
      customer: 'cus_checkout',
      client_reference_id: user.id,
      metadata: { userId: user.id },
    })
    expect((await deliver(completed)).statusCode).toBe(200)
    expect(await isMembershipActive(ctx.db, user.id)).toBe(true)
    const [session] = await ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId))
    expect(session!.status).toBe('complete')

    const sub = await ctx.app.inject({ method: 'GET', url: '/api/users/subscription', headers })
    expect(sub.json()).toMatchObject({ status: 'active', provider: 'stripe', cancelAtPeriodEnd: false })

    // Ending it: Stripe is asked to cancel at period end; the member keeps the paid period.
    const cancel = await ctx.app.inject({ method: 'POST', url: '/api/subscription/cancel', headers })
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true })
    const update = stripe.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/subscriptions/sub_checkout',
    )
    expect(update?.form.get('cancel_at_period_end')).toBe('true')

    // The period ends: an event without metadata is matched through the stored customer id.
    stripe.setSubscription('sub_checkout', { status: 'canceled', customer: 'cus_checkout' })
    expect(
      (
        await deliver(
          event('customer.subscription.deleted', { id: 'sub_checkout', customer: 'cus_checkout' }),
        )
      ).statusCode,
    ).toBe(200)
    expect(await isMembershipActive(ctx.db, user.id)).toBe(false)
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/subscription', headers })).statusCode,
    ).toBe(404)

    // Taking out a new membership reuses the member's Stripe customer.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout-session',
      headers,
    })
    expect(again.statusCode).toBe(200)
    const sent = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.form
    expect(sent.get('customer')).toBe('cus_checkout')
    expect(sent.get('customer_email')).toBeNull()
  })

  it('does not let a late event about an old subscription end a newer one', async () => {
    const user = await createUser(ctx.db)
    stripe.setSubscription('sub_new', { status: 'active', userId: user.id, customer: 'cus_same' })
    stripe.setSubscription('sub_old', { status: 'canceled', userId: user.id, customer: 'cus_same' })
    await deliver(event('customer.subscription.created', { id: 'sub_new', customer: 'cus_same' }))
    await deliver(event('customer.subscription.deleted', { id: 'sub_old', customer: 'cus_same' }))
    expect(await membershipOf(user.id)).toMatchObject({ subscriptionId: 'sub_new', status: 'active' })
  })

  it('records but ignores events it does not act on, and events for unknown members', async () => {
    expect((await deliver(event('customer.created', { id: 'cus_x' }, 'evt_ignored'))).statusCode).toBe(200)
    expect(await eventStored('evt_ignored')).toBe(true)
    stripe.setSubscription('sub_nobody', { status: 'active', userId: 'not-a-uuid' })
    const res = await deliver(
      event('customer.subscription.created', { id: 'sub_nobody', customer: 'cus_nobody' }),
    )
    expect(res.statusCode).toBe(200)
  })

  it('lets Stripe retry when the subscription cannot be read (nothing stored)', async () => {
    const payload = event(
      'customer.subscription.updated',
      { id: 'sub_missing', customer: 'cus_m' },
      'evt_retry',
    )
    const res = await deliver(payload)
    expect(res.statusCode).toBe(500)
    expect(await eventStored('evt_retry')).toBe(false)
  })
})
