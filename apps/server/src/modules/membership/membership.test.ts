import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkoutSessions, memberships } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { isMembershipActive } from './membership.status.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

/** A new signed-in member and a small request helper bound to their browser session. */
async function member() {
  const user = await createUser(ctx.db)
  const headers = await sessionHeaders(ctx.db, user.id)
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  return { user, headers, call }
}

describe('membership in test mode', () => {
  it('tells the web app it runs in test mode, without a key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/subscription/config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ mode: 'test' })
  })

  it('runs the whole flow: create → open → test-complete → complete → active → cancel → none', async () => {
    const { user, call } = await member()
    expect((await call('GET', '/api/users/subscription')).statusCode).toBe(404)

    const created = await call('POST', '/api/subscription/create-checkout-session')
    expect(created.statusCode).toBe(200)
    const { sessionId, clientSecret } = created.json()
    expect(sessionId).toMatch(/^test_cs_[0-9a-f]{24}$/)
    expect(clientSecret).toEqual(expect.any(String))
    expect(clientSecret).not.toContain(sessionId)

    const open = await call('GET', `/api/subscription/session-status?session_id=${sessionId}`)
    expect(open.statusCode).toBe(200)
    expect(open.json()).toEqual({ status: 'open', customer_email: user.email })
    expect(await isMembershipActive(ctx.db, user.id)).toBe(false)

    const done = await call('POST', '/api/subscription/test-complete', { sessionId })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ status: 'complete', customer_email: user.email })

    const status = await call('GET', `/api/Subscription/Session-Status?session_id=${sessionId}`)
    expect(status.json()).toEqual({ status: 'complete', customer_email: user.email })

    const sub = await call('GET', '/api/users/subscription')
    expect(sub.statusCode).toBe(200)
    const body = sub.json()
    expect(body).toMatchObject({ status: 'active', provider: 'test', cancelAtPeriodEnd: false })
    const days = (Date.parse(body.currentPeriodEnd) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(27)
    expect(days).toBeLessThan(32)
    expect(await isMembershipActive(ctx.db, user.id)).toBe(true)

    const [session] = await ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId))
    expect(session).toMatchObject({ status: 'complete', provider: 'test', userId: user.id })
    expect(session!.completedAt).toBeInstanceOf(Date)

    const again = await call('POST', '/api/subscription/create-checkout-session')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Du har redan ett aktivt medlemskap.')

    const cancel = await call('POST', '/api/subscription/cancel')
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json()).toMatchObject({ status: 'canceled', provider: 'test' })
    expect(await isMembershipActive(ctx.db, user.id)).toBe(false)
    const gone = await call('GET', '/api/users/subscription')
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual({ error: 'not_found', message: 'Du har inget aktivt medlemskap.' })

    // A new membership can be taken out after ending one.
    const next = (await call('POST', '/api/subscription/create-checkout-session')).json()
    expect((await call('POST', '/api/subscription/test-complete', next)).statusCode).toBe(200)
    expect((await call('GET', '/api/users/subscription')).statusCode).toBe(200)
  })

  it('answers session status only for the member’s own session', async () => {
    const owner = await member()
    const other = await member()
    const { sessionId } = (await owner.call('POST', '/api/subscription/create-checkout-session')).json()

    const foreign = await other.call('GET', `/api/subscription/session-status?session_id=${sessionId}`)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ error: 'not_found', message: 'Betalningssessionen hittades inte.' })
    const unknown = await owner.call('GET', '/api/subscription/session-status?session_id=test_cs_nope')
    expect(unknown.statusCode).toBe(404)

    for (const url of ['/api/subscription/session-status', '/api/subscription/session-status?session_id=']) {
      const missing = await owner.call('GET', url)
      expect(missing.statusCode).toBe(400)
      expect(missing.json()).toMatchObject({ message: 'Saknar sessions-ID.' })
    }
  })

  it('lets nobody complete someone else’s session, and a session only once', async () => {
    const owner = await member()
    const other = await member()
    const { sessionId } = (await owner.call('POST', '/api/subscription/create-checkout-session')).json()

    const foreign = await other.call('POST', '/api/subscription/test-complete', { sessionId })
    expect(foreign.statusCode).toBe(404)
    expect(await isMembershipActive(ctx.db, other.user.id)).toBe(false)
    expect(await isMembershipActive(ctx.db, owner.user.id)).toBe(false)

    const unknown = await owner.call('POST', '/api/subscription/test-complete', { sessionId: 'test_cs_x' })
    expect(unknown.statusCode).toBe(404)
    const empty = await owner.call('POST', '/api/subscription/test-complete', {})
    expect(empty.statusCode).toBe(400)

    // Two tabs completing the same session at once: exactly one succeeds.
    const results = await Promise.all(
      Array.from({ length: 4 }, () => owner.call('POST', '/api/subscription/test-complete', { sessionId })),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409])
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
      'Betalningssessionen är redan avslutad.',
    )
    const rows = await ctx.db.select().from(memberships).where(eq(memberships.userId, owner.user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ provider: 'test', status: 'active' })
  })

  it('requires a signed-in member and the CSRF token', async () => {
    for (const [method, url] of [
      ['POST', '/api/subscription/create-checkout-session'],
      ['GET', '/api/subscription/session-status?session_id=x'],
      ['POST', '/api/subscription/cancel'],
      ['GET', '/api/users/subscription'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401)
    }
    const { headers } = await member()
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: '/api/subscription/create-checkout-session',
      headers: { cookie: headers.cookie },
    })
    expect(noCsrf.statusCode).toBe(403)
  })

  it('has no webhook without Stripe, and cancel needs a membership', async () => {
    const { call } = await member()
    expect((await call('POST', '/api/subscription/webhook', {})).statusCode).toBe(404)
    const cancel = await call('POST', '/api/subscription/cancel')
    expect(cancel.statusCode).toBe(404)
    expect(cancel.json().message).toBe('Du har inget aktivt medlemskap.')
  })

  it('does not count a test membership whose period has ended', async () => {
    const { user, call } = await member()
    await ctx.db.insert(memberships).values({
      userId: user.id,
      provider: 'test',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() - 1000),
    })
    expect((await call('GET', '/api/users/subscription')).statusCode).toBe(404)
    expect((await call('POST', '/api/subscription/create-checkout-session')).statusCode).toBe(200)
  })
})
