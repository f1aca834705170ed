import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatEvents, outbox, pointsLedger, submissionItems } from '../../db/schema/index.js'
import type { TestContext } from '../../test/context.js'
import {
  BASE,
  type Caller,
  callAs,
  createCaller,
  seedSubmission,
  startSubmissionsTest,
} from './submissions.fixtures.js'

let ctx: TestContext
let anna: Caller
let bo: Caller
let staff: Caller

beforeAll(async () => {
  ;({ ctx, anna, bo, staff } = await startSubmissionsTest())
})
afterAll(() => ctx.close())

const receive = (who: Caller | undefined, id: string, items: { id: string; points: number }[]) =>
  callAs(ctx.app, who, 'POST', `${BASE}/${id}/receive`, { items })

const ledgerOf = (userId: string) =>
  ctx.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, userId), like(pointsLedger.sourceRef, 'submission-item:%')))

const mailsTo = (email: string) =>
  ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, 'Poäng insatta%')))

async function balanceOf(member: Caller): Promise<number> {
  const res = await callAs(ctx.app, member, 'GET', '/api/Users/UserContext')
  return res.json().points
}

describe('access', () => {
  it('visitor 401, member 403 even on their own submission, before the body is read', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { status: 2, items: [{ approvalStatus: 'approved' }] })
    expect((await receive(undefined, sub.id, [])).statusCode).toBe(401)
    expect((await receive(anna, sub.id, [{ id: sub.items[0]!.id, points: 50 }])).statusCode).toBe(403)
    expect(await ledgerOf(anna.id)).toEqual([])
  })

  it('refuses an admin their own submission (403): another admin receives it', async () => {
    const other = await createCaller(ctx.db, { admin: true })
    const sub = await seedSubmission(ctx.db, staff.id, {
      status: 2,
      items: [{ approvalStatus: 'approved' }],
    })
    const own = await receive(staff, sub.id, [{ id: sub.items[0]!.id, points: 500 }])
    expect(own.statusCode).toBe(403)
    expect(own.json()).toEqual({
      error: 'forbidden',
      message: 'Du kan inte granska eller ta emot din egen inlämning. Be en kollega att göra det.',
    })
    expect(await ledgerOf(staff.id)).toEqual([])

    expect((await receive(other, sub.id, [{ id: sub.items[0]!.id, points: 80 }])).statusCode).toBe(200)
    expect((await ledgerOf(staff.id)).map((l) => [l.delta, l.createdBy])).toEqual([[80, other.id]])
  })
})

describe('receiving approved garments', () => {
  it('credits each new item once, with the item in the ledger note, a mail and a live event', async () => {
    const member = await createCaller(ctx.db)
    const sub = await seedSubmission(ctx.db, member.id, {
      status: 2,
      items: [{ approvalStatus: 'approved' }, { approvalStatus: 'denied' }, { approvalStatus: 'approved' }],
    })
    const [first, , third] = sub.items
    const res = await receive(staff, sub.id, [
      { id: third!.id, points: 120 },
      { id: first!.id, points: 80 },
    ])
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.creditedNow).toBe(200)
    expect(body.credited).toHaveLength(2)
    expect(body.submission).toMatchObject({ id: sub.id, creditedTotal: 200, customer: { id: member.id } })
    const byId = new Map(body.submission.items.map((i: { id: string }) => [i.id, i]))
    expect(byId.get(first!.id)).toMatchObject({ creditedPoints: 80, pointsAwarded: 80 })
    expect(byId.get(third!.id)).toMatchObject({ creditedPoints: 120, pointsAwarded: 120 })
    expect(typeof (byId.get(first!.id) as { receivedAt: string }).receivedAt).toBe('string')

    const ref = sub.id.slice(0, 8)
    const notes = (await ledgerOf(member.id)).map((r) => [r.delta, r.reason, r.note]).sort()
    expect(notes).toEqual(
      [
        [80, 'submission', `inlämning ${ref}, plagg 1`],
        [120, 'submission', `inlämning ${ref}, plagg 3`],
      ].sort(),
    )
    expect((await ledgerOf(member.id)).map((r) => r.createdBy)).toEqual([staff.id, staff.id])
    expect(await balanceOf(member)).toBe(200)
    const history = await callAs(ctx.app, member, 'GET', '/api/Users/pointsHistory')
    expect(history.json().balance).toBe(200)
    expect(history.json().entries.map((e: { note: string }) => e.note)).toContain(`inlämning ${ref}, plagg 3`)

    const mails = await mailsTo(member.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('200 poäng')
    expect(mails[0]!.text).toContain('Plagg 3')
    const events = await ctx.db.select().from(chatEvents).where(eq(chatEvents.submissionId, sub.id))
    expect(events.map((e) => e.type)).toEqual(['updated'])

    // The member sees the credit on their own submission.
    const own = await callAs(ctx.app, member, 'GET', `${BASE}/${sub.id}`)
    expect(own.json().creditedTotal).toBe(200)
  })

  it('numbers an item by its place in the list, as both pages do, when a removed item left a gap', async () => {
    const member = await createCaller(ctx.db)
    const sub = await seedSubmission(ctx.db, member.id, {
      status: 2,
      items: [{ approvalStatus: 'approved' }, { approvalStatus: 'approved' }],
    })
    // The member removed the item between these two while the submission was a draft.
    await ctx.db.update(submissionItems).set({ position: 5 }).where(eq(submissionItems.id, sub.items[1]!.id))
    await receive(staff, sub.id, [{ id: sub.items[1]!.id, points: 40 }])
    const [entry] = await ledgerOf(member.id)
    expect(entry!.note).toBe(`inlämning ${sub.id.slice(0, 8)}, plagg 2`)
  })

  it('a repeated call credits nothing, sends no mail and keeps the first points', async () => {
    const member = await createCaller(ctx.db)
    const sub = await seedSubmission(ctx.db, member.id, {
      status: 3,
      items: [{ approvalStatus: 'approved' }],
    })
    const item = sub.items[0]!
    expect((await receive(staff, sub.id, [{ id: item.id, points: 60 }])).json().creditedNow).toBe(60)
    const again = await receive(staff, sub.id, [{ id: item.id, points: 999 }])
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ credited: [], creditedNow: 0, submission: { creditedTotal: 60 } })
    expect(await ledgerOf(member.id)).toHaveLength(1)
    expect(await mailsTo(member.email)).toHaveLength(1)
    expect(await balanceOf(member)).toBe(60)
  })

  it('20 parallel calls for the same items credit exactly once', async () => {
    const member = await createCaller(ctx.db)
    const sub = await seedSubmission(ctx.db, member.id, {
      status: 2,
      items: [{ approvalStatus: 'approved' }, { approvalStatus: 'approved' }],
    })
    const items = sub.items.map((i) => ({ id: i.id, points: 75 }))
    const answers = await Promise.all(Array.from({ length: 20 }, () => receive(staff, sub.id, items)))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200))
    expect(answers.map((a) => a.json().creditedNow).sort((a, b) => b - a)).toEqual([
      150,
      ...Array(19).fill(0),
    ])
    expect(await ledgerOf(member.id)).toHaveLength(2)
    expect(await balanceOf(member)).toBe(150)
    expect(await mailsTo(member.email)).toHaveLength(1)
  })

  it('never credits a denied or awaiting item, and credits nothing of a call that names one', async () => {
    const member = await createCaller(ctx.db)
    const sub = await seedSubmission(ctx.db, member.id, {
      status: 2,
      items: [{ approvalStatus: 'approved' }, { approvalStatus: 'denied' }, { approvalStatus: 'awaiting' }],
    })
    const [approved, denied, awaiting] = sub.items
    for (const other of [denied!, awaiting!]) {
      const res = await receive(staff, sub.id, [
        { id: approved!.id, points: 10 },
        { id: other.id, points: 10 },
      ])
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe('Bara godkända artiklar kan tas emot.')
    }
    expect(await ledgerOf(member.id)).toEqual([])
    const [row] = await ctx.db.select().from(submissionItems).where(eq(submissionItems.id, approved!.id))
    expect(row!.receivedAt).toBeNull()
    expect(await mailsTo(member.email)).toHaveLength(0)
  })

  it('refuses an item of another submission (404), a created or cancelled submission (409), an unknown id (404)', async () => {
    const mine = await seedSubmission(ctx.db, anna.id, { status: 2, items: [{ approvalStatus: 'approved' }] })
    const theirs = await seedSubmission(ctx.db, bo.id, { status: 2, items: [{ approvalStatus: 'approved' }] })
    const foreign = await receive(staff, mine.id, [{ id: theirs.items[0]!.id, points: 5 }])
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe('Artikeln finns inte i inlämningen.')
    for (const status of [0, 4]) {
      const sub = await seedSubmission(ctx.db, anna.id, { status, items: [{ approvalStatus: 'approved' }] })
      const res = await receive(staff, sub.id, [{ id: sub.items[0]!.id, points: 5 }])
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toMatch(/avbruten/)
    }
    expect(
      (await receive(staff, crypto.randomUUID(), [{ id: crypto.randomUUID(), points: 5 }])).statusCode,
    ).toBe(404)
    expect(await ledgerOf(anna.id)).toEqual([])
    expect(await ledgerOf(bo.id)).toEqual([])
  })

  it('400 in Swedish for no items, negative or too many points, and the same item twice', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { status: 2, items: [{ approvalStatus: 'approved' }] })
    const id = sub.items[0]!.id
    const cases = [
      [[], 'Välj minst en artikel som har kommit in.'],
      [[{ id, points: -1 }], 'Poäng kan inte vara negativa.'],
      [[{ id, points: 10_001 }], 'Högst 10000 poäng per plagg.'],
      [
        [
          { id, points: 1 },
          { id, points: 2 },
        ],
        'Samma artikel finns två gånger i listan.',
      ],
    ] as const
    for (const [items, message] of cases) {
      const res = await receive(staff, sub.id, [...items])
      expect(res.statusCode).toBe(400)
      expect(JSON.stringify(res.json())).toContain(message)
    }
  })
})
