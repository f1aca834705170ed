import { describe, expect, it } from 'vitest'
import { entryOf, reportCounts, useMatrixApp } from './matrix.setup.js'
import { digest, liveRoutes } from './matrix.support.js'
import type { Who } from './world.js'

// The CSRF matrix (ADR 030, 049): every unsafe cookie call without or with a wrong token.

const m = useMatrixApp()
const counts = { routes: 0, cases: 0 }
reportCounts(() => [
  `[hardening] csrf matrix: ${counts.routes} unsafe routes (and GETs that change state) × 2 = ${counts.cases} cases`,
])

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

describe('which routes ask for the CSRF token', () => {
  it('lets only the known public calls opt out of CSRF', () => {
    const optedOut = liveRoutes(m.routes)
      .filter((r) => !r.csrf)
      .map((r) => r.key)
    expect(optedOut.sort()).toEqual([...CSRF_EXEMPT].sort())
    for (const key of optedOut) expect(liveRoutes(m.routes).find((r) => r.key === key)?.access).toBe('public')
  })

  it('asks the CSRF token of the known GETs that change state', () => {
    const gets = liveRoutes(m.routes).filter((r) => r.csrfAlways)
    expect(gets.map((r) => r.key).sort()).toEqual([...CSRF_GETS].sort())
  })
})

describe('CSRF matrix', () => {
  it('refuses a missing or wrong X-CSRF-Token on every unsafe cookie call (and the logout GET), and changes nothing', async () => {
    const unsafe = liveRoutes(m.routes).filter(
      (r) => (UNSAFE.includes(r.method) || r.csrfAlways) && r.access !== 'webhook' && r.csrf,
    )
    const failures: string[] = []
    for (const route of unsafe) {
      counts.routes++
      const who: Who = route.access === 'admin' ? 'admin' : 'a'
      for (const token of [undefined, 'fel-token-0123456789']) {
        counts.cases++
        const req = await entryOf(route.key).request(m.world, who)
        const { 'x-csrf-token': _, ...cookieOnly } = await m.world.freshHeaders(who)
        const before = await digest(m.ctx.db)
        const res = await m.ctx.app.inject({
          method: route.method,
          url: req.url,
          payload: req.payload as never,
          headers: token ? { ...cookieOnly, 'x-csrf-token': token } : cookieOnly,
        })
        const label = `${route.key} (${token ? 'wrong' : 'missing'} token)`
        if (res.statusCode !== 403 || !/CSRF/.test(res.json().message))
          failures.push(`${label}: ${res.statusCode} ${res.body}`)
        if ((await digest(m.ctx.db)) !== before) failures.push(`${label}: the data changed`)
        // Sessions are left out of the digest; a refused call (a logout, say) must not end one either.
        const still = await m.ctx.app.inject({
          method: 'GET',
          url: '/api/Authentication/validatetoken',
          headers: cookieOnly,
        })
        if (still.statusCode !== 200) failures.push(`${label}: the session ended`)
      }
    }
    expect(failures).toEqual([])
    expect(counts.routes).toBeGreaterThan(40)
  })
})

describe('CSRF and Bearer tokens', () => {
  it('needs no CSRF header with a Bearer token (no ambient credential a foreign page could ride on)', async () => {
    const { cookie } = await m.world.freshHeaders('a')
    const token = cookie!.replace('Authorization=', '')
    const payload = { firstName: 'Anna' }
    const url = '/api/Users/saveContext'
    const bearer = await m.ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(bearer.statusCode).toBe(200)
    // A broken Bearer header next to a good cookie is no way around the token: no session at all.
    const mixed = await m.ctx.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: cookie!, authorization: 'Bearer fel' },
    })
    expect(mixed.statusCode).toBe(401)
  })
})
