import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, submissionRequests } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser } from '../../test/factories.js'
import { countWeeks } from './dashboard.repository.js'

// A database of its own: the fixed clock's weeks must not meet other tests' orders of "now".
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('the dashboard weeks on a fixed clock', () => {
  it('buckets by Stockholm weeks across the October 2026 clock change', async () => {
    const anna = await createUser(ctx.db)
    const order = (createdAt: string, deletedAt: Date | null = null) => ({
      userId: anna.id,
      status: 0,
      totalPoints: 10,
      createdAt: new Date(createdAt),
      deletedAt,
    })
    // Summer time ends Sunday 25 October 2026 at 03:00 (CEST → CET). 22:30Z is still Sunday 23:30
    // in Stockholm (the week of 19 October); 23:30Z is Monday 00:30, the week of 26 October.
    await ctx.db.insert(orders).values([
      order('2026-10-25T22:30:00Z'),
      order('2026-10-25T23:30:00Z'),
      order('2026-10-25T23:40:00Z', new Date()),
      // Monday 17 August 00:00 in Stockholm (summer time) is 16 August 22:00Z: the first week.
      order('2026-08-16T22:00:00Z'),
      order('2026-08-16T21:59:00Z'),
    ])
    await ctx.db
      .insert(submissionRequests)
      .values({ userId: anna.id, status: 1, submittedAt: new Date('2026-11-01T22:59:00Z') })

    // Wednesday 4 November 2026, 12:00 in Stockholm.
    const weeks = await countWeeks(ctx.db, new Date('2026-11-04T11:00:00Z'))
    expect(weeks.map((w) => w.start)).toEqual([
      '2026-08-17',
      '2026-08-24',
      '2026-08-31',
      '2026-09-07',
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
    ])
    expect(weeks[0]).toMatchObject({ week: '2026-W34', orders: 1 })
    expect(weeks.at(-3)).toMatchObject({ week: '2026-W43', orders: 1 })
    expect(weeks.at(-2)).toMatchObject({ week: '2026-W44', orders: 1, submissions: 1 })
    expect(weeks.at(-1)).toMatchObject({ week: '2026-W45', orders: 0, submissions: 0 })
    expect(weeks.reduce((n, w) => n + w.orders, 0)).toBe(3)
  })
})
