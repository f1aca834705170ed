import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { checkoutSessions } from '../../db/schema/index.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { isMembershipActive } from './membership.status.js'
import { useStripeApp } from './membership.stripe.fixtures.js'

const app = useStripeApp()

describe('membership with Stripe: checkout', () => {
  let ctx: typeof app.ctx
  let stripe: typeof app.stripe
  beforeEach(() => {
    ctx = app.ctx
    stripe = app.stripe
  })

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
})
