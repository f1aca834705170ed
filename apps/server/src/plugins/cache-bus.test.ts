import type { AdminCategoryDto, CategoryDto } from '@kladbyte/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories } from '../db/schema/index.js'
import { createAppOn, createTestContext, type TestContext } from '../test/context.js'
import { createUser, sessionHeaders } from '../test/factories.js'

// Two app instances (each with its own pool, cache and LISTEN connection) on one database, in one
// test process: what two server processes share is only PostgreSQL, as here. The tree is cached
// for 10 minutes, so only a notification can make B see a change within the test.
const LONG_CACHE = { CATEGORY_CACHE_MS: '600000' }

let a: TestContext
let b: Awaited<ReturnType<typeof createAppOn>>
let admin: Record<string, string>

beforeAll(async () => {
  a = await createTestContext(LONG_CACHE)
  b = await createAppOn(a.dbUrl, LONG_CACHE)
  admin = await sessionHeaders(a.db, (await createUser(a.db, { isAdmin: true })).id)
})
afterAll(async () => {
  await b?.close()
  await a?.close()
})

const shopNames = async (app: FastifyInstance) =>
  ((await app.inject({ method: 'GET', url: '/api/category' })).json() as CategoryDto[]).map((c) => c.name)

/** Asks until `check` passes: the notification arrives on its own connection, a moment later. */
async function eventually(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20))
}

describe('caches that agree across processes (NOTIFY kb_cache)', () => {
  it('a category created, renamed and hidden through A is seen by B without waiting for its cache', async () => {
    expect(await shopNames(b.app)).toEqual([]) // B has read (and cached) the empty tree
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/category',
      headers: admin,
      payload: { parent: null, name: 'Jackor', description: '' },
    })
    expect(res.statusCode).toBe(201)
    const jackor = res.json() as AdminCategoryDto
    await eventually(async () => (await shopNames(b.app)).includes('Jackor'))

    const renamed = await a.app.inject({
      method: 'PUT',
      url: '/api/category',
      headers: admin,
      payload: { ...jackor, name: 'Rockar' },
    })
    expect(renamed.statusCode).toBe(200)
    await eventually(async () => (await shopNames(b.app)).join() === 'Rockar')

    const hidden = await a.app.inject({
      method: 'PUT',
      url: '/api/category',
      headers: admin,
      payload: { ...jackor, name: 'Rockar', display: false },
    })
    expect(hidden.statusCode).toBe(200)
    await eventually(async () => (await shopNames(b.app)).length === 0)
  })

  it('drops every cache when its listening connection comes back (a notification may have been missed)', async () => {
    const [row] = await b.db.insert(categories).values({ name: 'Byxor', display: true }).returning()
    // Dropped here only: a NOTIFY of B's own would arrive later, at a moment the test does not control.
    b.app.catalog.invalidate()
    expect(await shopNames(b.app)).toContain('Byxor')
    // A change nobody announced: B keeps its cached tree ...
    await b.db.update(categories).set({ name: 'Kjolar' }).where(eq(categories.id, row!.id))
    expect(await shopNames(b.app)).toContain('Byxor')
    // ... until its connection drops and comes back.
    b.app.caches.dropConnection()
    await eventually(async () => b.app.caches.connected)
    expect(await shopNames(b.app)).toContain('Kjolar')
  })
})
