import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WEBHOOK_SECRET } from '../modules/membership/membership.stripe.fixtures.js'
import { createTestContext, type TestContext } from '../test/context.js'
import { createUser, sessionHeaders } from '../test/factories.js'
import { type StripeStandIn, startStripeStandIn } from '../test/stripe-standin.js'
import { digest, type LiveRoute, liveRoutes, problem, streamHead } from './matrix.support.js'
import { type Entry, MATRIX, ROW_FILES, rowGoesTo } from './routes.table.js'
import { CALLERS, seedWorld, type Who, type World } from './world.js'

// The access and CSRF matrices (ADR 030): every live route × every caller, by construction.

let ctx: TestContext
let stripeCtx: TestContext
let standIn: StripeStandIn
let world: World
const routes: RouteOptions[] = []
const stripeRoutes: RouteOptions[] = []

beforeAll(async () => {
  standIn = await startStripeStandIn()
  ;[ctx, stripeCtx] = await Promise.all([
    createTestContext({}, { onRoute: (r) => void routes.push(r) }),
    createTestContext(
      {
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_PRICE_ID: 'price_member',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: standIn.url,
      },
      { onRoute: (r) => void stripeRoutes.push(r) },
    ),
  ])
  world = await seedWorld(ctx.app, ctx.db)
})

afterAll(async () => {
  await Promise.all([ctx?.close(), stripeCtx?.close()])
  await standIn?.close()
})

const counts = {
  routes: 0,
  cases: 0,
  malformed: 0,
  head: 0,
  streams: 0,
  stripe: 0,
  csrfRoutes: 0,
  csrfCases: 0,
  unverified: 0,
}
afterAll(() => {
  const lines = [
    `[hardening] access matrix: ${counts.routes} routes × ${CALLERS.length} callers = ${counts.cases} cases (+${counts.malformed} malformed, +${counts.head} HEAD twins)` +
      ` — of them ${counts.streams} SSE streams checked by status and headers only, ${counts.stripe} Stripe-only on a Stripe-mode app`,
    `[hardening] unverified staff: ${counts.unverified} staff routes refused to an unverified account marked staff`,
    `[hardening] csrf matrix: ${counts.csrfRoutes} unsafe routes (and GETs that change state) × 2 = ${counts.csrfCases} cases`,
  ]
  // biome-ignore lint/suspicious/noConsole: the case counts are this file's report in CI (ADR 030).
  console.log(lines.join('\n'))
})

/** The public unsafe calls that do not act on the ambient session, so CSRF does not apply (ADR 030). */
const CSRF_EXEMPT = [
  'POST /api/Authentication/authenticate',
  'POST /api/Users/register',
  'POST /api/emailVerification/verifyEmail',
  'POST /api/users/lost-password',
  'POST /api/users/reset-password',
]
const UNSAFE = ['POST', 'PUT', 'PATCH', 'DELETE']
/** The GETs that change state all the same, so they need the CSRF token too (ADR 049). */
const CSRF_GETS = ['GET /api/Authentication/logout']
const entryOf = (key: string) => MATRIX[key] as Entry

async function send(app: FastifyInstance, route: LiveRoute, who: Who, malformed = false) {
  const entry = entryOf(route.key)
  const req = await entry.request(world, who)
  const headers = { ...(req.headers ?? world.headersOf[who]) }
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
    const live = new Set([...liveRoutes(routes), ...liveRoutes(stripeRoutes)].map((r) => r.key))
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
      (r) => !liveRoutes(routes).some((t) => t.key === r.key),
    )
    expect(stripeOnly.map((r) => r.key).sort()).toEqual(
      Object.keys(MATRIX)
        .filter((k) => MATRIX[k]?.stripeOnly)
        .sort(),
    )
  })

  it('lets only the known public calls opt out of CSRF', () => {
    const optedOut = liveRoutes(routes)
      .filter((r) => !r.csrf)
      .map((r) => r.key)
    expect(optedOut.sort()).toEqual([...CSRF_EXEMPT].sort())
    for (const key of optedOut) expect(liveRoutes(routes).find((r) => r.key === key)?.access).toBe('public')
  })

  it('asks the CSRF token of the known GETs that change state', () => {
    const gets = liveRoutes(routes).filter((r) => r.csrfAlways)
    expect(gets.map((r) => r.key).sort()).toEqual([...CSRF_GETS].sort())
  })
})

describe('CSRF matrix', () => {
  it('refuses a missing or wrong X-CSRF-Token on every unsafe cookie call (and the logout GET), and changes nothing', async () => {
    const unsafe = liveRoutes(routes).filter(
      (r) => (UNSAFE.includes(r.method) || r.csrfAlways) && r.access !== 'webhook' && r.csrf,
    )
    const failures: string[] = []
    for (const route of unsafe) {
      counts.csrfRoutes++
      const who: Who = route.access === 'admin' ? 'admin' : 'a'
      for (const token of [undefined, 'fel-token-0123456789']) {
        counts.csrfCases++
        const req = await entryOf(route.key).request(world, who)
        const { 'x-csrf-token': _, ...cookieOnly } = await world.freshHeaders(who)
        const before = await digest(ctx.db)
        const res = await ctx.app.inject({
          method: route.method,
          url: req.url,
          payload: req.payload as never,
          headers: token ? { ...cookieOnly, 'x-csrf-token': token } : cookieOnly,
        })
        const label = `${route.key} (${token ? 'wrong' : 'missing'} token)`
        if (res.statusCode !== 403 || !/CSRF/.test(res.json().message))
          failures.push(`${label}: ${res.statusCode} ${res.body}`)
        if ((await digest(ctx.db)) !== before) failures.push(`${label}: the data changed`)
        // Sessions are left out of the digest; a refused call (a logout, say) must not end one either.
        const still = await ctx.app.inject({
          method: 'GET',
          url: '/api/Authentication/validatetoken',
          headers: cookieOnly,
        })
        if (still.statusCode !== 200) failures.push(`${label}: the session ended`)
      }
    }
    expect(failures).toEqual([])
    expect(counts.csrfRoutes).toBeGreaterThan(40)
  })
})

describe('CSRF and Bearer tokens', () => {
  it('needs no CSRF header with a Bearer token (no ambient credential a foreign page could ride on)', async () => {
    const { cookie } = await world.freshHeaders('a')
    const token = cookie!.replace('Authorization=', '')
    const payload = { firstName: 'Anna' }
    const url = '/api/Users/saveContext'
    const bearer = await ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(bearer.statusCode).toBe(200)
    // A broken Bearer header next to a good cookie is no way around the token: no session at all.
    const mixed = await ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: cookie!, authorization: 'Bearer fel' },
    })
    expect(mixed.statusCode).toBe(401)
  })
})

// Before the access matrix: its last calls end the standing sessions the row builders use.
describe('staff rights need a verified address', () => {
  it('refuses every staff route to an unverified account marked staff (an address nobody proved)', async () => {
    const unproven = await createUser(ctx.db, { isAdmin: true, emailVerified: false })
    const admin = liveRoutes(routes).filter((r) => r.access === 'admin')
    const failures: string[] = []
    for (const route of admin) {
      counts.unverified++
      const entry = entryOf(route.key)
      const req = await entry.request(world, 'admin')
      const headers = await sessionHeaders(ctx.db, unproven.id)
      const res = entry.stream
        ? await streamHead(ctx.app, req.url, headers)
        : await ctx.app.inject({ method: route.method, url: req.url, headers, payload: req.payload as never })
      if (res.statusCode !== 403) failures.push(`${route.key}: ${res.statusCode}, expected 403`)
    }
    expect(failures).toEqual([])
    expect(admin.length).toBeGreaterThan(30)
  })
})

describe('access matrix', () => {
  it('answers every caller on every route as its declared access says, before validation', async () => {
    const live = liveRoutes(routes)
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
        const res = await send(ctx.app, route, who)
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
        const res = await send(ctx.app, route, who, true)
        const expected = who === 'visitor' ? 401 : 403
        if (res.statusCode !== expected)
          failures.push(`${route.key} as ${who}, malformed: ${res.statusCode}, expected ${expected}`)
      }
    }
    expect(failures).toEqual([])
  }, 120_000) // ~600 requests: generous, so a busy CI machine does not time it out

  it('answers HEAD, the automatic twin of every GET, with the same refusals', async () => {
    const guarded = liveRoutes(routes).filter(
      (r) => r.method === 'GET' && ['member', 'owner', 'admin'].includes(r.access),
    )
    const failures: string[] = []
    for (const route of guarded) {
      const refused: Who[] = route.access === 'admin' ? ['visitor', 'a'] : ['visitor']
      for (const who of refused) {
        counts.head++
        const req = await entryOf(route.key).request(world, who)
        // A fresh session: the matrix's last calls ended the standing ones.
        const headers = await world.freshHeaders(who)
        const res = await ctx.app.inject({ method: 'HEAD', url: req.url, headers })
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
        const req = await entryOf(route.key).request(world, who)
        const cookie = world.headersOf[who].cookie
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
