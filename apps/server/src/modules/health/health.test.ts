import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('conventions', () => {
  it('answers health with the database checked', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' })
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
    expect(res.headers['x-request-id']).toBeTruthy()
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it('routes case-insensitively', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/API/Health' })
    expect(res.statusCode).toBe(200)
  })

  it('answers unknown API paths with the error shape in Swedish', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: 'not_found', message: expect.stringMatching(/finns inte/) })
  })

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    expect(res.json().paths['/api/health']).toBeDefined()
  })
})
