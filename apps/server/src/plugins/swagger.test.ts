import type { FastifyInstance, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/context.js'

let ctx: TestContext
let app: FastifyInstance
const routes: RouteOptions[] = []

beforeAll(async () => {
  // The hook is added before any route, so it sees every one, the plugins' (static files, OpenAPI UI) included.
  ctx = await createTestContext({}, { onRoute: (route) => void routes.push(route) })
  app = ctx.app
})

afterAll(() => ctx.close())

/** Fastify's `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
const openapiPath = (url: string) => url.replace(/:([^/]+)/g, '{$1}')

describe('OpenAPI at /api/docs', () => {
  it('serves the UI and the document', async () => {
    const ui = await app.inject({ method: 'GET', url: '/api/docs' })
    expect(ui.statusCode).toBe(200)
    expect(ui.headers['content-type']).toMatch(/text\/html/)
    expect(ui.body).toContain('swagger-ui')
    const script = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' })
    expect(script.statusCode).toBe(200)
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(json.statusCode).toBe(200)
    expect(json.json().openapi).toMatch(/^3\./)
  })

  it('documents every API call with its access', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    const api = routes.filter(
      (r) => r.url.toLowerCase().startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    )
    expect(api.length).toBeGreaterThan(30)
    for (const route of api) {
      const path = openapiPath(route.url)
      for (const method of [route.method].flat()) {
        const op = doc.paths?.[path]?.[method.toLowerCase()]
        expect(op, `${method} ${path}`).toBeDefined()
        expect(op['x-access'], `${method} ${path}`).toBe(route.config?.access)
        expect(op.description, `${method} ${path}`).toContain('Åtkomst:')
        if (['member', 'owner', 'admin'].includes(op['x-access']))
          expect(op.security, `${method} ${path}`).toEqual([{ cookie: [] }, { bearer: [] }])
      }
    }
  })
})
