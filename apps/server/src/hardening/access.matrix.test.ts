import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WEBHOOK_SECRET } from '../modules/membership/membership.stripe.fixtures.js'
import { createTestContext, type TestContext } from '../test/context.js'
import { createUser, sessionHeaders } from '../test/factories.js'
import { type StripeStandIn, startStripeStandIn } from '../test/stripe-standin.js'
import { entryOf, reportCounts, useMatrixApp } from './matrix.setup.js'
import { type LiveRoute, liveRoutes, problem, streamHead } from './matrix.support.js'
import { MATRIX, ROW_FILES, rowGoesTo } from './routes.table.js'
import { CALLERS, type Who } from './world.js'

// The access matrix (ADR 030): every live route × every caller, by construction. The CSRF matrix
// is csrf.matrix.test.ts.

const m = useMatrixApp()
let stripeCtx: TestContext
let standIn: StripeStandIn
const stripeRoutes: RouteOptions[] = []

beforeAll(async () => {
  standIn = await startStripeStandIn()
  stripeCtx = await createTestContext(
    {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_PRICE_ID: 'price_member',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: standIn.url,
    },
    { onRoute: (r) => void stripeRoutes.push(r) },
  )
})

afterAll(async () => {
  await stripeCtx?.close()
  await standIn?.close()
})

const counts = { routes: 0, cases: 0, malformed: 0, head: 0, streams: 0, stripe: 0, unverified: 0 }
reportCounts(() => [
  `[hardening] access matrix: ${counts.routes} routes × ${CALLERS.length} callers = ${counts.cases} cases (+${counts.malformed} malformed, +${counts.head} HEAD twins)` +
    ` — of them ${counts.streams} SSE streams checked by status and headers only, ${counts.stripe} Stripe-only on a Stripe-mode app`,
  `[hardening] unverified staff: ${counts.unverified} staff routes refused to an unverified account marked staff`,
])

async function send(app: FastifyInstance, route: LiveRoute, who: Who, malformed = false) {
  const entry = entryOf(route.key)
  const req = await entry.request(m.world, who)
  const headers = { ...(req.headers ?? m.world.headersOf[who]) }
  if (entry.stream && !malformed) return streamHead(app, req.url, headers)
  const options: InjectOptions = {
    method: route.method,
    url: req.url,
    headers,
    payload: req.payload as never,
  }
  if (malformed) {
    // Ids that are not ids, wrong types in every common query field, and a body that is not even JSON.
    const path = req.url.split('?')[0]!.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, 'inte-ett-id')
    options.url = `${path}?page=inte-ett-tal&status=99&session_id=&sender=nej&forSender=nej&requestedBySender=nej`
    if (route.method !== 'GET') {
      options.payload = '{"trasig json'
      options.headers = { ...headers, 'content-type': 'application/json' }
    }
  }
  return app.inject(options)
}

describe('the matrix covers the live route table', () => {
  it('has one entry per route, and none for a route that is gone', () => {
    const live = new Set([...liveRoutes(m.routes), ...liveRoutes(stripeRoutes)].map((r) => r.key))
    expect(live.size).toBeGreaterThan(80)
    expect(
      [...live].filter((k) => !MATRIX[k]).map((k) => `${k}: ${rowGoesTo(k)}`),
      'routes without a matrix entry',
    ).toEqual([])
    expect(
      Object.keys(MATRIX)
        .filter((k) => !live.has(k))
        .map((k) => `${k}: remove its row from ${ROW_FILES[k]}`),
      'entries for routes that no longer exist',
    ).toEqual([])
    const stripeOnly = liveRoutes(stripeRoutes).filter(
      (r) => !liveRoutes(m.routes).some((t) => t.key === r.key),
    )
    expect(stripeOnly.map((r) => r.key).sort()).toEqual(
      Object.keys(MATRIX)
        .filter((k) => MATRIX[k]?.stripeOnly)
        .sort(),
    )
  })
})

// Before the access matrix: its last calls end the standing sessions the row builders use.
describe('staff rights need a verified address', () => {
  it('refuses every staff route to an unverified account marked staff (an address nobody proved)', async () => {
    const unproven = await createUser(m.ctx.db, { isAdmin: true, emailVerified: false })
    const admin = liveRoutes(m.routes).filter((r) => r.access === 'admin')
    const failures: string[] = []
    for (const route of admin) {
      counts.unverified++
      const entry = entryOf(route.key)
      const req = await entry.request(m.world, 'admin')
      const headers = await sessionHeaders(m.ctx.db, unproven.id)
      const res = entry.stream
        ? await streamHead(m.ctx.app, req.url, headers)
        : await m.ctx.app.inject({
            method: route.method,
            url: req.url,
            headers,
            payload: req.payload as never,
          })
      if (res.statusCode !== 403) failures.push(`${route.key}: ${res.statusCode}, expected 403`)
    }
    expect(failures).toEqual([])
    expect(admin.length).toBeGreaterThan(30)
  })
})

describe('access matrix', () => {
  it('answers every caller on every route as its declared access says, before validation', async () => {
    const live = liveRoutes(m.routes)
    // Calls that end the caller's session or membership run after the rest, in their given order.
    const rank = (r: LiveRoute) => entryOf(r.key).last ?? 0
    const ordered = [...live].sort((x, y) => rank(x) - rank(y))
    const failures: string[] = []
    for (const route of ordered) {
      counts.routes++
      const entry = entryOf(route.key)
      if (entry.stream) counts.streams++
      for (const who of CALLERS) {
        counts.cases++
        const res = await send(m.ctx.app, route, who)
        const wrong = problem(route.access, entry, who, res.statusCode)
        // A 'validation' answer to a signed-in caller means the table's input is not well-formed.
        if ('body' in res && res.statusCode === 400 && /"error":"validation"/.test(res.body))
          failures.push(`${route.key} as ${who}: the table's input fails validation: ${res.body}`)
        if (wrong) failures.push(`${route.key} as ${who} (${route.access}): ${wrong}`)
        if (
          entry.stream &&
          res.statusCode === 200 &&
          !('type' in res && res.type.startsWith('text/event-stream'))
        )
          failures.push(`${route.key} as ${who}: not an event stream`)
      }
      // The same callers with a malformed query and body: access is decided first.
      const refused: Who[] =
        route.access === 'admin'
          ? ['visitor', 'a', 'b']
          : route.access === 'public' || route.access === 'webhook'
            ? []
            : ['visitor']
      for (const who of refused) {
        counts.malformed++
        const res = await send(m.ctx.app, route, who, true)
        const expected = who === 'visitor' ? 401 : 403
        if (res.statusCode !== expected)
          failures.push(`${route.key} as ${who}, malformed: ${res.statusCode}, expected ${expected}`)
      }
    }
    expect(failures).toEqual([])
  }, 120_000) // ~600 requests: generous, so a busy CI machine does not time it out

  it('answers HEAD, the automatic twin of every GET, with the same refusals', async () => {
    const guarded = liveRoutes(m.routes).filter(
      (r) => r.method === 'GET' && ['member', 'owner', 'admin'].includes(r.access),
    )
    const failures: string[] = []
    for (const route of guarded) {
      const refused: Who[] = route.access === 'admin' ? ['visitor', 'a'] : ['visitor']
      for (const who of refused) {
        counts.head++
        const req = await entryOf(route.key).request(m.world, who)
        // A fresh session: the matrix's last calls ended the standing ones.
        const headers = await m.world.freshHeaders(who)
        const res = await m.ctx.app.inject({ method: 'HEAD', url: req.url, headers })
        const expected = who === 'visitor' ? 401 : 403
        if (res.statusCode !== expected)
          failures.push(`HEAD ${route.url} as ${who}: ${res.statusCode}, expected ${expected}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('runs the Stripe-only routes on an app in Stripe mode; a bad signature is refused', async () => {
    const stripeOnly = liveRoutes(stripeRoutes).filter((r) => MATRIX[r.key]?.stripeOnly)
    const failures: string[] = []
    for (const route of stripeOnly) {
      counts.routes++
      counts.stripe++
      for (const who of CALLERS) {
        counts.cases++
        const req = await entryOf(route.key).request(m.world, who)
        const cookie = m.world.headersOf[who].cookie
        const res = await stripeCtx.app.inject({
          method: route.method,
          url: req.url,
          payload: req.payload as never,
          headers: { ...req.headers, ...(cookie ? { cookie } : {}) },
        })
        const wrong = problem(route.access, entryOf(route.key), who, res.statusCode)
        if (wrong || res.statusCode >= 300)
          failures.push(`${route.key} as ${who}: ${res.statusCode} ${res.body}`)
      }
      counts.malformed++
      const bad = await stripeCtx.app.inject({
        method: route.method,
        url: route.url,
        payload: '{}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=fel' },
      })
      if (bad.statusCode !== 400) failures.push(`${route.key} with a bad signature: ${bad.statusCode}`)
    }
    expect(stripeOnly.length).toBeGreaterThan(0)
    expect(failures).toEqual([])
  })
})
