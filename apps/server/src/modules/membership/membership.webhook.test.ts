import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { checkoutSessions } from '../../db/schema/index.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { isMembershipActive } from './membership.status.js'
import {
  deliver,
  event,
  eventStored,
  membershipOf,
  signer,
  useStripeApp,
  WEBHOOK_SECRET,
} from './membership.stripe.fixtures.js'

const app = useStripeApp()

describe('membership with Stripe: webhook', () => {
  let ctx: typeof app.ctx
  let stripe: typeof app.stripe
  beforeEach(() => {
    ctx = app.ctx
    stripe = app.stripe
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
      deliver(ctx, payload, null),
      deliver(ctx, payload, 'garbage'),
      deliver(ctx, payload, wrongSecret),
      deliver(ctx, payload, stale),
      deliver(ctx, reserialised, signedOriginal),
    ]
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/Stripe-signatur/)
    }
    expect(await eventStored(ctx, 'evt_reject')).toBe(false)
    expect(await membershipOf(ctx, user.id)).toBeUndefined()
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

    const parallel = await Promise.all([deliver(ctx, payload), deliver(ctx, payload)])
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
      const res = await deliver(ctx, payload)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ received: true, duplicate: true })
    }
    expect(reads()).toBe(1)
    expect(await membershipOf(ctx, user.id)).toMatchObject({
      provider: 'stripe',
      status: 'active',
      subscriptionId: 'sub_once',
      customerId: 'cus_once',
      cancelAtPeriodEnd: false,
    })
    expect((await membershipOf(ctx, user.id))!.currentPeriodEnd!.getTime()).toBe(
      Math.floor(periodEnd.getTime() / 1000) * 1000,
    )
    expect(await isMembershipActive(ctx.db, user.id)).toBe(true)
  })

  it('never leaves an active membership when the cancellation arrives before the creation', async () => {
    const user = await createUser(ctx.db)
    stripe.setSubscription('sub_late', { status: 'canceled', userId: user.id, customer: 'cus_late' })
    const object = { id: 'sub_late', customer: 'cus_late', status: 'active', metadata: { userId: user.id } }
    expect(
      (await deliver(ctx, event('customer.subscription.deleted', { ...object, status: 'canceled' })))
        .statusCode,
    ).toBe(200)
    expect((await deliver(ctx, event('customer.subscription.created', object))).statusCode).toBe(200)
    expect(
      (
        await deliver(
          ctx,
          event('invoice.paid', {
            id: 'in_1',
            customer: 'cus_late',
            parent: { subscription_details: { subscription: 'sub_late', metadata: {} } },
          }),
        )
      ).statusCode,
    ).toBe(200)
    expect((await membershipOf(ctx, user.id))!.status).toBe('canceled')
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
    expect((await deliver(ctx, completed)).statusCode).toBe(200)
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
          ctx,
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
    await deliver(ctx, event('customer.subscription.created', { id: 'sub_new', customer: 'cus_same' }))
    await deliver(ctx, event('customer.subscription.deleted', { id: 'sub_old', customer: 'cus_same' }))
    expect(await membershipOf(ctx, user.id)).toMatchObject({ subscriptionId: 'sub_new', status: 'active' })
  })

  it('records but ignores events it does not act on, and events for unknown members', async () => {
    expect((await deliver(ctx, event('customer.created', { id: 'cus_x' }, 'evt_ignored'))).statusCode).toBe(
      200,
    )
    expect(await eventStored(ctx, 'evt_ignored')).toBe(true)
    stripe.setSubscription('sub_nobody', { status: 'active', userId: 'not-a-uuid' })
    const res = await deliver(
      ctx,
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
    const res = await deliver(ctx, payload)
    expect(res.statusCode).toBe(500)
    expect(await eventStored(ctx, 'evt_retry')).toBe(false)
  })
})
