import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  ADULT_SIZE_RANGES,
  ADULT_SIZES,
  type CategoryDto,
  CHILD_SIZES,
  isValidPersonnummer,
  type ProductSearchResponse,
} from '@kladbyte/contract'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBalance } from '../core/points/points.balance.js'
import { memberships, productImages, users } from '../db/schema/index.js'
import { onStartup, shouldSeedDemo } from '../startup.js'
import { createTestContext, type TestContext } from '../test/context.js'
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL, DEMO_PASSWORD } from './accounts.js'
import { CATALOGUE } from './catalogue.js'
import { DEMO_GARMENTS, seedDemo } from './demo.js'
import { makeGarment } from './garments.js'
import { createRng } from './prng.js'

let ctx: TestContext
let startupMs = 0

beforeAll(async () => {
  ctx = await createTestContext({ SEED_DEMO: 'auto' })
  const started = Date.now()
  // The real start-up path on an empty embedded database.
  await onStartup(ctx.app, { embedded: true })
  startupMs = Date.now() - started
}, 240_000)
afterAll(() => ctx.close())

const count = async (query: ReturnType<typeof sql>) => Number((await ctx.db.execute(query)).rows[0]?.n ?? 0)

describe('when to seed', () => {
  const appWith = (SEED_DEMO: string, db = ctx.db) =>
    ({ config: { SEED_DEMO }, db }) as unknown as FastifyInstance

  it('seeds an empty embedded database, never a DATABASE_URL one unless told to', async () => {
    const empty = await createTestContext()
    try {
      expect(await shouldSeedDemo(appWith('auto', empty.db), true)).toBe(true)
      expect(await shouldSeedDemo(appWith('auto', empty.db), false)).toBe(false)
      expect(await shouldSeedDemo(appWith('never', empty.db), true)).toBe(false)
      expect(await shouldSeedDemo(appWith('always', empty.db), false)).toBe(true)
    } finally {
      await empty.close()
    }
  })

  it('does not seed an embedded database that already has a catalogue', async () => {
    expect(await shouldSeedDemo(appWith('auto'), true)).toBe(false)
  })
})

describe('the demo catalogue', () => {
  it('was seeded at start in reasonable time', () => {
    expect(startupMs).toBeLessThan(180_000)
  })

  it('has Dam, Barn, Herr and Accessoarer with described subcategories', async () => {
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/category' })).json() as CategoryDto[]
    const tops = list.filter((c) => c.parent === '00000000-0000-0000-0000-000000000000')
    expect(tops.map((c) => c.name)).toEqual(['Dam', 'Barn', 'Herr', 'Accessoarer'])
    const subs = list.filter((c) => c.parent !== '00000000-0000-0000-0000-000000000000')
    expect(subs).toHaveLength(CATALOGUE.reduce((n, t) => n + t.subcategories.length, 0))
    expect(subs.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Klänningar', 'Jeans', 'Bodys', 'Overaller']),
    )
    for (const c of list) expect(c.description.length).toBeGreaterThan(20)
  })

  it('has 200+ garments with Swedish names, 2–3 sentence descriptions, sizes and prices 10–500', async () => {
    const { rows } = await ctx.db.execute<{
      name: string
      description: string
      size: string
      price: number
      top: string
    }>(sql`
      select p.name, p.description, p.size, p.price, t.name as top
      from products p join categories c on c.id = p.category_id join categories t on t.id = c.parent_id`)
    expect(rows).toHaveLength(DEMO_GARMENTS)
    expect(DEMO_GARMENTS).toBeGreaterThanOrEqual(200)
    expect(new Set(rows.map((r) => r.name)).size).toBeGreaterThan(150)
    const adult: string[] = [...ADULT_SIZES, ...ADULT_SIZE_RANGES]
    for (const r of rows) {
      expect(r.price).toBeGreaterThanOrEqual(10)
      expect(r.price).toBeLessThanOrEqual(500)
      const sentences = r.description.split(/(?<=[.!])\s+/)
      expect(sentences.length).toBeGreaterThanOrEqual(2)
      expect(sentences.length).toBeLessThanOrEqual(3)
      expect(r.top === 'Barn' ? CHILD_SIZES : adult).toContain(r.size)
    }
    expect(rows.some((r) => /klänning/i.test(r.name))).toBe(true)
  })

  it('gives every garment 1–4 images with exactly one main, stored as WebP files', async () => {
    const { rows } = await ctx.db.execute<{ n: number; mains: number }>(sql`
      select count(i.id)::int as n, count(*) filter (where i.main)::int as mains
      from products p left join product_images i on i.product_id = p.id group by p.id`)
    for (const r of rows) {
      expect(r.n).toBeGreaterThanOrEqual(1)
      expect(r.n).toBeLessThanOrEqual(4)
      expect(r.mains).toBe(1)
    }
    const [image] = await ctx.db.select().from(productImages).limit(1)
    expect(image?.widths).toEqual([320, 640, 1024])
    for (const w of image!.widths) {
      expect(existsSync(path.join(ctx.app.media.root, `${image!.storageKey}-${w}.webp`))).toBe(true)
    }
  })

  it('can be searched and browsed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/products/search?search=kl%C3%A4nningar' })
    const body = res.json() as ProductSearchResponse
    expect(body.total).toBeGreaterThan(5)
    expect(body.items[0]?.images.length).toBeGreaterThan(0)
  })

  it('is deterministic', () => {
    const sub = CATALOGUE[0]!.subcategories[0]!
    const a = createRng(42)
    const b = createRng(42)
    expect(Array.from({ length: 20 }, () => makeGarment(a, sub))).toEqual(
      Array.from({ length: 20 }, () => makeGarment(b, sub)),
    )
  })
})

describe('the demo accounts', () => {
  const login = (username: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Authentication/authenticate',
      payload: { username, password },
    })

  it('sign in through the real login with Demo12345!', async () => {
    for (const email of [DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL]) {
      const res = await login(email, DEMO_PASSWORD)
      expect(res.statusCode).toBe(200)
      expect(res.json().token).toBeTruthy()
    }
    expect((await login(DEMO_MEMBER_EMAIL, 'fel-lösenord')).statusCode).toBe(401)
  })

  it('are a verified admin and a verified member with valid personnummer and Swedish addresses', async () => {
    const rows = await ctx.db.select().from(users)
    const admin = rows.find((u) => u.email === DEMO_ADMIN_EMAIL)!
    const member = rows.find((u) => u.email === DEMO_MEMBER_EMAIL)!
    expect(admin).toMatchObject({ isAdmin: true, emailVerified: true, country: 'Sverige' })
    expect(member).toMatchObject({ isAdmin: false, emailVerified: true, city: 'Göteborg' })
    for (const u of [admin, member]) expect(isValidPersonnummer(u.personnummer)).toBe(true)
  })

  it('give the member an active test membership for a year and 1 000 points', async () => {
    const [member] = await ctx.db.select().from(users).where(eq(users.email, DEMO_MEMBER_EMAIL))
    const [membership] = await ctx.db.select().from(memberships).where(eq(memberships.userId, member!.id))
    expect(membership).toMatchObject({ provider: 'test', status: 'active' })
    expect(membership!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000)
    expect(await getBalance(ctx.db, member!.id)).toBe(1000)
    const token = (await login(DEMO_MEMBER_EMAIL, DEMO_PASSWORD)).json().token
    const sub = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/subscription',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(sub.statusCode).toBe(200)
  })
})

describe('seeding again', () => {
  it('changes nothing', async () => {
    const before = await count(sql`select count(*) as n from products`)
    const report = await seedDemo(ctx.db, ctx.app.media)
    expect(report).toMatchObject({ catalogue: false, products: 0, images: 0, accounts: 0 })
    expect(await count(sql`select count(*) as n from products`)).toBe(before)
    expect(await count(sql`select count(*) as n from users`)).toBe(2)
    expect(await count(sql`select count(*) as n from points_ledger`)).toBe(1)
  })
})
