import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/context.js'

// Found by the fuzz test: Fastify's router answered these in its own English shape.

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

it('answers a path with an invalid escape 400 in the API shape', async () => {
  for (const url of ['/api/orders/%', '/api/chat/%ED%A0%80', '/api/products/all/%/1']) {
    const res = await ctx.app.inject({ method: 'GET', url })
    expect(res.statusCode, url).toBe(400)
    expect(res.json(), url).toEqual({ error: 'bad_request', message: 'Ogiltig adress.' })
  }
})

it('answers a path parameter past its length limit 414 in the API shape', async () => {
  const url = `/api/submissions-request/${'x'.repeat(500)}/status/1`
  const res = await ctx.app.inject({ method: 'PUT', url })
  expect(res.statusCode).toBe(414)
  expect(res.json()).toEqual({ error: 'uri_too_long', message: 'Adressen är för lång.' })
})
