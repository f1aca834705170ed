import { sql } from 'drizzle-orm'
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

  it('answers ready while the database answers and every migration is applied', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ready' })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    expect(res.json().paths['/api/health']).toBeDefined()
  })
})

describe('readiness for a load balancer', () => {
  it('answers 503 with the reason when the database is behind the code (a migration not yet applied)', async () => {
    const other = await createTestContext()
    try {
      await other.db.execute(sql`delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`)
      const res = await other.app.inject({ method: 'GET', url: '/api/ready' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'migrations' })
      // Alive all the same: only the load balancer's traffic waits.
      expect((await other.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('answers 503 once shutting down, and every answer then closes its connection', async () => {
    const other = await createTestContext()
    try {
      other.app.readiness.markStopping()
      const res = await other.app.inject({ method: 'GET', url: '/api/ready' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ status: 'unavailable', reason: 'shutting_down' })
      expect(res.headers.connection).toBe('close')
      const health = await other.app.inject({ method: 'GET', url: '/api/health' })
      expect(health.statusCode).toBe(200)
      expect(health.headers.connection).toBe('close')
    } finally {
      await other.close()
    }
  })
})
