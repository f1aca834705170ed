import type { AdminCustomerDetail, AdminCustomerPage } from '@kladbyte/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberships, orders, pointsLedger, submissionRequests, users } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { createMember, createProduct } from '../orders/orders.fixtures.js'
import { createAdminUsersService } from './users.admin.service.js'

let ctx: TestContext
let admin: Record<string, string>
let adminId: string
let member: Record<string, string>
const UNKNOWN = '6f1c1b8e-3f7a-4c1e-9b1a-2a7c9d0e4f55'

beforeAll(async () => {
  ctx = await createTestContext()
  adminId = (await createUser(ctx.db, { isAdmin: true, firstName: 'Stina', lastName: 'Staff' })).id
  admin = await sessionHeaders(ctx.db, adminId)
  member = await sessionHeaders(ctx.db, (await createUser(ctx.db)).id)
})
afterAll(() => ctx.close())

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload })
const page = async (query: string) => {
  const res = await call('GET', `/api/users/paged?${query}`, admin)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as AdminCustomerPage
}

describe('access: 401 for a visitor and 403 for a member, before validation', () => {
  const calls: ['GET' | 'POST', string][] = [
    ['GET', '/api/users/paged'],
    ['GET', `/api/users/${UNKNOWN}`],
    ['POST', `/api/users/${UNKNOWN}/points`],
    ['POST', '/api/users'],
  ]
  it.each(calls)('%s %s', async (method, url) => {
    expect((await call(method, url, {}, {})).statusCode).toBe(401)
    expect((await call(method, url, member, {})).statusCode).toBe(403)
    // Invalid bodies reach validation only for staff.
    expect((await call(method, url, admin, {})).statusCode).toBeOneOf([200, 400, 404])
  })
  it('the own points history is for signed-in members', async () => {
    expect((await call('GET', '/api/Users/pointsHistory')).statusCode).toBe(401)
    expect((await call('GET', '/api/Users/pointsHistory', member)).statusCode).toBe(200)
  })
})

describe('GET /api/users/paged', () => {
  it('finds by name or e-mail, ignoring case, accents and surrounding spaces', async () => {
    const asa = await createUser(ctx.db, {
      firstName: 'Åsa',
      lastName: 'Öberg',
      email: 'asa.oberg@exempel.se',
    })
    const rene = await createUser(ctx.db, { firstName: 'René', lastName: 'Ek', email: 'R.EK@exempel.se' })
    const ids = async (search: string) =>
      (await page(`search=${encodeURIComponent(search)}`)).items.map((i) => i.id).sort()
    expect(await ids('  åsa ')).toEqual([asa.id])
    expect(await ids('ASA')).toEqual([asa.id])
    expect(await ids('oberg')).toEqual([asa.id])
    expect(await ids('ÖBERG')).toEqual([asa.id])
    expect(await ids('rene')).toEqual([rene.id])
    const orjan = await createUser(ctx.db, {
      firstName: 'Örjan',
      lastName: 'Ström',
      email: 'o.s@exempel.net',
    })
    expect(await ids('orjan strom')).toEqual([orjan.id])
    expect(await ids('ÖRJAN')).toEqual([orjan.id])
    // A dot is a dot, not any character.
    expect(await ids('o.s@')).toEqual([orjan.id])
    expect(await ids('oxs@')).toEqual([])
    expect(await ids('r.ek@')).toEqual([rene.id])
    expect(await ids('exempel.se')).toEqual([asa.id, rene.id].sort())
    expect(await ids('%')).toEqual([])
    // Staff accounts are not customers.
    expect(await ids('Stina')).toEqual([])
  })

  it('pages with the allowed sizes (default 25) and counts the whole match', async () => {
    for (let i = 0; i < 12; i++) await createUser(ctx.db, { firstName: 'Pagina', lastName: `Nr${i}` })
    const first = await page('search=pagina&pageSize=10')
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10, totalPages: 2 })
    expect(first.items).toHaveLength(10)
    const second = await page('search=pagina&pageSize=10&page=2')
    expect(second.items).toHaveLength(2)
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(12)
    expect((await page('search=pagina&pageSize=7')).pageSize).toBe(25)
    expect((await page('pageSize=250')).pageSize).toBe(250)
  })

  it('counts memberships and stats over every customer', async () => {
    const active = await createUser(ctx.db, { firstName: 'Aktiv' })
    await ctx.db.insert(memberships).values({ userId: active.id, provider: 'test', status: 'active' })
    const res = await page('search=aktiv')
    expect(res.items[0]).toMatchObject({ id: active.id, hasSubscription: true })
    const all = await ctx.db.select().from(users).where(eq(users.isAdmin, false))
    expect(res.stats.total).toBe(all.length)
    expect(res.stats.activeMemberships).toBe(1)
    expect(res.stats.inactiveMemberships).toBe(all.length - 1)
  })

  it('"Nya denna månad" starts at midnight on the first in Stockholm, not UTC', async () => {
    const customers = createAdminUsersService({ db: ctx.db, config: ctx.app.config })
    const firstPage = { page: 1, pageSize: 25 }
    // 00:30 on 1 March in Stockholm (CET) is 23:30 UTC on 28 February.
    const now = new Date('2026-02-28T23:30:00Z')
    const before = await customers.list(firstPage, now)
    await createUser(ctx.db, { createdAt: new Date('2026-02-28T23:10:00Z') }) // 00:10, 1 March in Stockholm
    await createUser(ctx.db, { createdAt: new Date('2026-02-28T22:50:00Z') }) // 23:50, 28 Feb in Stockholm
    const after = await customers.list(firstPage, now)
    expect(after.stats.newThisMonth - before.stats.newThisMonth).toBe(1)
    // Summer time: 1 July starts at 22:00 UTC on 30 June.
    const july = new Date('2026-06-30T22:30:00Z')
    const julyBefore = await customers.list(firstPage, july)
    await createUser(ctx.db, { createdAt: new Date('2026-06-30T22:05:00Z') })
    await createUser(ctx.db, { createdAt: new Date('2026-06-30T21:55:00Z') })
    expect((await customers.list(firstPage, july)).stats.newThisMonth - julyBefore.stats.newThisMonth).toBe(1)
  })
})

describe('GET /api/users/{id}', () => {
  it('answers every field, points history latest first, orders and submissions', async () => {
    const u = await createUser(ctx.db, { firstName: 'Detalj' })
    await ctx.db.insert(pointsLedger).values([
      {
        userId: u.id,
        delta: 100,
        reason: 'welcome',
        sourceRef: `w-${u.id}`,
        createdAt: new Date('2026-01-01'),
      },
      {
        userId: u.id,
        delta: -40,
        reason: 'order',
        sourceRef: `o-${u.id}`,
        createdAt: new Date('2026-02-01'),
      },
    ])
    const [order] = await ctx.db.insert(orders).values({ userId: u.id, totalPoints: 40 }).returning()
    const [sub] = await ctx.db
      .insert(submissionRequests)
      .values({ userId: u.id, title: 'Vårrensning' })
      .returning()
    const res = await call('GET', `/api/users/${u.id}`, admin)
    expect(res.statusCode, res.body).toBe(200)
    const d = res.json() as AdminCustomerDetail
    expect(d).toMatchObject({
      firstName: 'Detalj',
      email: u.email,
      address: 'Storgatan 1',
      city: 'Stockholm',
      region: 'Stockholms län',
      postalCode: '111 22',
      country: 'Sverige',
      personnummer: '198112189876',
      emailVerified: true,
      hasSubscription: false,
      points: 60,
    })
    expect(d.pointsHistory.map((e) => e.delta)).toEqual([-40, 100])
    expect(d.orders).toEqual([expect.objectContaining({ id: order!.id, orderNumber: order!.orderNumber })])
    expect(d.submissions).toEqual([expect.objectContaining({ id: sub!.id, title: 'Vårrensning', status: 0 })])
    expect((await call('GET', `/api/users/${UNKNOWN}`, admin)).statusCode).toBe(404)
  })
})

describe('GET /api/users/{id} after staff delete an order', () => {
  it('lists the live orders only, while the ledger keeps the refund', async () => {
    const m = await createMember(ctx.db, { points: 100 })
    const place = async () => {
      const g = await createProduct(ctx.db, { price: 30 })
      const res = await call('POST', '/api/orders', m.headers, { items: [{ productId: g.id }] })
      expect(res.statusCode, res.body).toBe(201)
      return res.json() as { id: string; orderNumber: number }
    }
    const [kept, gone] = [await place(), await place()]
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/orders/${gone.id}`, headers: admin })
    expect(removed.statusCode).toBe(204)

    const d = (await call('GET', `/api/users/${m.id}`, admin)).json() as AdminCustomerDetail
    expect(d.orders.map((o) => o.id)).toEqual([kept.id])
    expect(d.points).toBe(70)
    expect(d.pointsHistory.map((e) => e.delta)).toEqual(expect.arrayContaining([30, -30, -30]))
  })
})
