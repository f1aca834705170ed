import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  categories,
  memberships,
  orders,
  pointsLedger,
  products,
  submissionRequests,
} from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

/**
 * The start of the week `ago` weeks back (Monday 00:00 in Stockholm), as the database sees it: in
 * local time, so a week across a daylight-saving change still starts at local midnight.
 */
async function weekStart(ago = 0): Promise<Date> {
  const { rows } = await ctx.db.execute<{ t: Date }>(
    sql`select ((date_trunc('week', now() at time zone 'Europe/Stockholm') - ${ago} * interval '1 week')
      at time zone 'Europe/Stockholm') as t`,
  )
  return new Date(rows[0]!.t)
}

const minutes = (n: number) => n * 60_000

describe('GET /api/admin/dashboard', () => {
  it('answers the figures and the weeks from real data, bucketed by Swedish week', async () => {
    const admin = await createUser(ctx.db, { isAdmin: true })
    const anna = await createUser(ctx.db)
    const bo = await createUser(ctx.db)
    const cilla = await createUser(ctx.db)
    // A deleted account (ADR 033) is no longer a member: neither counted nor its points or membership.
    const dora = await createUser(ctx.db, { deletedAt: new Date() })

    // Memberships: one active, one cancelled, one whose paid period is over.
    await ctx.db.insert(memberships).values([
      { userId: anna.id, provider: 'test', status: 'active' },
      { userId: bo.id, provider: 'test', status: 'canceled' },
      { userId: cilla.id, provider: 'test', status: 'active', currentPeriodEnd: new Date(Date.now() - 1000) },
      { userId: dora.id, provider: 'test', status: 'active' },
      { userId: admin.id, provider: 'test', status: 'active' },
    ])
    await ctx.db.insert(pointsLedger).values([
      { userId: anna.id, delta: 100, reason: 'welcome', sourceRef: 'w-anna' },
      { userId: anna.id, delta: -40, reason: 'order', sourceRef: 'o-anna' },
      { userId: bo.id, delta: 250, reason: 'demo', sourceRef: 'd-bo' },
      // Points in circulation are members' balances: not staff's, not a deleted account's.
      { userId: admin.id, delta: 100, reason: 'welcome', sourceRef: 'w-admin' },
      { userId: dora.id, delta: 70, reason: 'welcome', sourceRef: 'w-dora' },
    ])

    // The shop: displayed and available in a visible category counts; hidden, sold, reserved
    // and garments under a hidden parent do not.
    const [dam, hiddenTop] = await ctx.db
      .insert(categories)
      .values([{ name: 'Dam' }, { name: 'Gömd', display: false }])
      .returning()
    const [underHidden] = await ctx.db
      .insert(categories)
      .values({ name: 'Under gömd', parentId: hiddenTop!.id })
      .returning()
    const garment = (o: Partial<typeof products.$inferInsert> = {}) => ({
      name: 'Plagg',
      price: 100,
      categoryId: dam!.id,
      ...o,
    })
    await ctx.db
      .insert(products)
      .values([
        garment(),
        garment(),
        garment({ display: false }),
        garment({ state: 'sold' }),
        garment({ state: 'reserved' }),
        garment({ categoryId: underHidden!.id }),
      ])

    const monday = await weekStart()
    const lastMonday = await weekStart(1)
    const oldestMonday = await weekStart(11)
    const order = (status: number, createdAt: Date, deletedAt: Date | null = null) => ({
      userId: anna.id,
      status,
      totalPoints: 10,
      createdAt,
      deletedAt,
    })
    // Either side of this week's Monday midnight, plus one too old for the chart.
    await ctx.db.insert(orders).values([
      order(0, new Date(monday.getTime() + minutes(30))),
      order(0, new Date(monday.getTime() + minutes(31))),
      order(1, new Date(monday.getTime() - minutes(30))),
      order(2, new Date(oldestMonday.getTime() + minutes(1))),
      order(3, new Date(oldestMonday.getTime() - minutes(1))),
      // Deleted by staff (ADR 022): in no figure and no week.
      order(0, new Date(monday.getTime() + minutes(32)), new Date()),
      order(1, new Date(lastMonday.getTime() + minutes(32)), new Date()),
    ])
    const submission = (status: number, submittedAt: Date | null) => ({ userId: bo.id, status, submittedAt })
    await ctx.db
      .insert(submissionRequests)
      .values([
        submission(0, null),
        submission(0, null),
        submission(1, new Date(monday.getTime() + minutes(5))),
        submission(2, new Date(monday.getTime() - minutes(5))),
        submission(2, new Date(lastMonday.getTime() - minutes(5))),
        submission(4, new Date(oldestMonday.getTime() - minutes(60 * 24 * 30))),
      ])

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: await sessionHeaders(ctx.db, admin.id),
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      submissionsByStatus: [2, 1, 2, 0, 1],
      ordersToHandle: { placed: 2, processing: 1 },
      members: 3,
      activeMemberships: 1,
      pointsInCirculation: 310,
      garmentsInShop: 2,
    })
    expect(body.weeks).toHaveLength(12)
    const counts = body.weeks.map((w: { orders: number; submissions: number }) => [w.orders, w.submissions])
    // Oldest first: 11 weeks ago has the one order just after its Monday; last week one order
    // and one submission (just before this Monday), the week before it one submission.
    expect(counts).toEqual([
      [1, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ])
    const last = body.weeks.at(-1)
    const swedishMonday = monday.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' })
    expect(last.start).toBe(swedishMonday)
    expect(last.week).toMatch(/^\d{4}-W\d{2}$/)
  })

  it('is staff only, 401 for a visitor and 403 for a member', async () => {
    const member = await createUser(ctx.db)
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401)
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: await sessionHeaders(ctx.db, member.id),
    })
    expect(res.statusCode).toBe(403)
  })
})
