import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/client.js'
import { createTestContext, type TestContext } from '../test/context.js'
import { createUser, sessionHeaders } from '../test/factories.js'
import { ACCESS_LEVELS, requireAccessDeclaration } from './access.js'

let ctx: TestContext
let app: FastifyInstance
let db: Db
const routes: RouteOptions[] = []

beforeAll(async () => {
  // The hook is added before any route, so it sees every one, the plugins' (static files, OpenAPI UI) included.
  ctx = await createTestContext({}, { onRoute: (route) => void routes.push(route) })
  app = ctx.app
  db = ctx.db
})

afterAll(() => ctx.close())

const name = (r: RouteOptions) => `${[r.method].flat().join(',')} ${r.url}`
const withAccess = (...levels: string[]) =>
  routes.filter((r) => levels.includes(r.config?.access ?? '') && r.method !== 'HEAD')
/** A concrete URL for a route pattern: every parameter and wildcard becomes a made-up value. */
const concrete = (url: string) => url.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x')
/** A request whose body or query fails validation on every route that has one. */
function invalidRequest(r: RouteOptions) {
  const method = [r.method].flat()[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  const url = `${concrete(r.url)}?page=inte-ett-tal&session_id=`
  return method === 'GET'
    ? { method, url }
    : { method, url, payload: { items: 'inte-en-lista', productId: 1 } }
}

describe('access declarations', () => {
  it('every registered route declares its access', () => {
    expect(routes.length).toBeGreaterThan(30)
    const undeclared = routes.filter((r) => !ACCESS_LEVELS.includes(r.config?.access as never)).map(name)
    expect(undeclared).toEqual([])
    // The list covers the plugin routes, declared public by prefix.
    expect(routes.find((r) => r.url === '/media/*')?.config?.access).toBe('public')
    expect(routes.find((r) => r.url === '/api/docs/json')?.config?.access).toBe('public')
  })

  it('refuses to register a route without a declaration', () => {
    const bare = Fastify({ logger: false })
    bare.addHook('onRoute', requireAccessDeclaration)
    expect(() => bare.get('/api/undeclared', async () => 'x')).toThrow(
      /GET \/api\/undeclared has no access declaration/,
    )
    expect(() => bare.get('/api/declared', { config: { access: 'public' } }, async () => 'x')).not.toThrow()
  })
})

describe('access enforcement runs before validation', () => {
  it('answers a visitor 401 on every member, owner and admin route, whatever the body or query', async () => {
    const guarded = withAccess('member', 'owner', 'admin')
    expect(guarded.length).toBeGreaterThan(15)
    for (const route of guarded) {
      const res = await app.inject(invalidRequest(route))
      expect(res.statusCode, name(route)).toBe(401)
      expect(res.json(), name(route)).toEqual({ error: 'unauthorized', message: 'Du behöver logga in.' })
    }
  })

  it('answers a signed-in member 403 on every admin route', async () => {
    const member = await createUser(db)
    const headers = await sessionHeaders(db, member.id)
    for (const route of withAccess('admin')) {
      const res = await app.inject({ ...invalidRequest(route), headers })
      expect(res.statusCode, name(route)).toBe(403)
      expect(res.json().error, name(route)).toBe('forbidden')
    }
  })

  it('answers 401 (visitor) and 403 (member on staff routes) even when the body is not JSON at all', async () => {
    const member = await createUser(db)
    const headers = await sessionHeaders(db, member.id)
    const writes = withAccess('member', 'owner', 'admin').filter((r) => [r.method].flat()[0] !== 'GET')
    expect(writes.length).toBeGreaterThan(5)
    for (const route of writes) {
      const request = {
        ...invalidRequest(route),
        payload: '{"trasig json',
        headers: { 'content-type': 'application/json' },
      }
      expect((await app.inject(request)).statusCode, name(route)).toBe(401)
      if (route.config?.access !== 'admin') continue
      const asMember = await app.inject({ ...request, headers: { ...request.headers, ...headers } })
      expect(asMember.statusCode, name(route)).toBe(403)
    }
  })

  it('answers a visitor 401 when placing an order with a bad body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/orders', payload: { items: 'nej' } })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Du behöver logga in.' })
  })
})
