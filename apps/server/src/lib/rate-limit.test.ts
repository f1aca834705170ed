import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppOn, createTestContext, type TestContext } from '../test/context.js'
import { takeRateLimit } from './rate-limit.js'

let ctx: TestContext
let other: Awaited<ReturnType<typeof createAppOn>>
beforeAll(async () => {
  ctx = await createTestContext()
  other = await createAppOn(ctx.dbUrl)
})
afterAll(async () => {
  await other?.close()
  await ctx?.close()
})

describe('rate limits kept in PostgreSQL', () => {
  it('lets exactly the limit through when 40 takes race from two pools (two processes)', async () => {
    const limit = { name: 'race', limit: 10, windowMs: 60_000 }
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => takeRateLimit(i % 2 ? ctx.db : other.db, limit, 'k')),
    )
    expect(results.filter(Boolean)).toHaveLength(10)
    // Another key has its own window.
    expect(await takeRateLimit(other.db, limit, 'another')).toBe(true)
  })

  it('starts a new window once the old one has ended', async () => {
    const limit = { name: 'ended', limit: 1, windowMs: 0 }
    expect(await takeRateLimit(ctx.db, limit, 'k')).toBe(true)
    expect(await takeRateLimit(other.db, limit, 'k')).toBe(true)
  })
})
