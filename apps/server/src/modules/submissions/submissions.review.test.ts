import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatEvents, submissionItems, submissionRequests } from '../../db/schema/index.js'
import type { TestContext } from '../../test/context.js'
import { createCategory } from '../catalog/catalog.fixtures.js'
import { BASE, type Caller, callAs, seedSubmission, startSubmissionsTest } from './submissions.fixtures.js'

// Staff's changes: status and review (e-mail and the live streams: submissions.staff-mail.test.ts).
let ctx: TestContext
let anna: Caller
let staff: Caller
beforeAll(async () => {
  ;({ ctx, anna, staff } = await startSubmissionsTest())
})
afterAll(() => ctx.close())

const call = (who: Caller | undefined, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  callAs(ctx.app, who, method, url, body)
const setStatus = (id: string, status: number | string) =>
  call(staff, 'PUT', `${BASE}/${id}/status/${status}`)
const review = (id: string, body: object) => call(staff, 'PUT', `${BASE}/${id}/review`, body)
const rowOf = async (id: string) =>
  (await ctx.db.select().from(submissionRequests).where(eq(submissionRequests.id, id)))[0]!
const itemRow = async (id: string) =>
  (await ctx.db.select().from(submissionItems).where(eq(submissionItems.id, id)))[0]!
const eventsOf = async (id: string) =>
  ctx.db.select().from(chatEvents).where(eq(chatEvents.submissionId, id)).orderBy(chatEvents.id)

describe('staff status changes', () => {
  it('sets any status from any other, back to 0 too, stamping submitted and completed', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { items: [{}] })
    const to3 = await setStatus(sub.id, 3)
    expect(to3.statusCode).toBe(200)
    expect(to3.json()).toMatchObject({ id: sub.id, status: 3, customer: { id: anna.id } })
    const after3 = await rowOf(sub.id)
    expect(after3.submittedAt).not.toBeNull()
    expect(after3.completedAt).not.toBeNull()
    expect(after3.updatedAt.getTime()).toBeGreaterThan(sub.updatedAt.getTime())

    for (const status of [0, 4, 1, 2, 3, 0]) {
      const res = await setStatus(sub.id, status)
      expect(res.statusCode, String(status)).toBe(200)
      expect(res.json().status).toBe(status)
    }
    // The first sending-in time stays.
    expect((await rowOf(sub.id)).submittedAt).toEqual(after3.submittedAt)
    expect((await call(anna, 'GET', `${BASE}/${sub.id}`)).json().status).toBe(0)
    expect(await eventsOf(sub.id)).toHaveLength(7)
  })

  it('changes nothing on the same status, and refuses an unknown status or submission', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { status: 2 })
    const before = await rowOf(sub.id)
    const same = await setStatus(sub.id, 2)
    expect(same.statusCode).toBe(200)
    expect(await rowOf(sub.id)).toEqual(before)
    expect(await eventsOf(sub.id)).toHaveLength(0)
    for (const bad of [5, -1, 'x']) expect((await setStatus(sub.id, bad)).statusCode, String(bad)).toBe(400)
    const unknown = await setStatus('00000000-0000-4000-8000-000000000000', 1)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('Kunde inte hitta inlämningen.')
    expect((await setStatus('inte-ett-id', 1)).statusCode).toBe(404)
  })
})

describe('staff review', () => {
  it('sets notes, priority, approvals, points and category; fields left out stay', async () => {
    const jackor = await createCategory(ctx.db, { name: 'Jackor' })
    const sub = await seedSubmission(ctx.db, anna.id, { status: 1, items: [{}, {}, {}] })
    const [a, b, c] = sub.items.map((i) => i.id) as [string, string, string]
    const res = await review(sub.id, {
      reviewerNotes: 'Fina plagg',
      priority: 'hög',
      items: [
        { id: a, approvalStatus: 'approved', points: 120, categoryId: jackor.id },
        { id: b, approvalStatus: 'denied', points: 50 },
      ],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      reviewerNotes: 'Fina plagg',
      priority: 'hög',
      customer: { id: anna.id },
    })
    expect(res.json().items).toMatchObject([
      { id: a, approvalStatus: 'approved', pointsAwarded: 120, categoryId: jackor.id },
      { id: b, approvalStatus: 'denied', pointsAwarded: null, categoryId: null },
      { id: c, approvalStatus: 'awaiting', pointsAwarded: null },
    ])
    // The member sees the decisions.
    const seen = (await call(anna, 'GET', `${BASE}/${sub.id}`)).json()
    expect(seen).toMatchObject({ reviewerNotes: 'Fina plagg', priority: 'hög' })
    expect(seen.items[0]).toMatchObject({ approvalStatus: 'approved', pointsAwarded: 120 })

    // Left out: notes and priority stay; approving again keeps the stored points and category.
    const again = await review(sub.id, { items: [{ id: a, approvalStatus: 'approved' }] })
    expect(again.json()).toMatchObject({ reviewerNotes: 'Fina plagg', priority: 'hög' })
    expect(await itemRow(a)).toMatchObject({ pointsAwarded: 120, categoryId: jackor.id })
    expect((await review(sub.id, { priority: '' })).json().priority).toBe('')
    expect((await review(sub.id, { reviewerNotes: '' })).json().reviewerNotes).toBe('')

    // Back to awaiting clears the points; clearing the category with null.
    await review(sub.id, { items: [{ id: a, approvalStatus: 'awaiting', categoryId: null }] })
    expect(await itemRow(a)).toMatchObject({
      approvalStatus: 'awaiting',
      pointsAwarded: null,
      categoryId: null,
    })
  })

  it('publishes one update per change and none for a review that changes nothing', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { status: 1, items: [{}] })
    await review(sub.id, { priority: 'låg' })
    await review(sub.id, { priority: 'låg', items: [{ id: sub.items[0]!.id, approvalStatus: 'awaiting' }] })
    const events = await eventsOf(sub.id)
    expect(events).toMatchObject([
      { type: 'updated', ownerId: anna.id, payload: { submissionRequestId: sub.id } },
    ])
  })

  it("refuses an admin's review of their own submission (403) and changes nothing", async () => {
    const sub = await seedSubmission(ctx.db, staff.id, { status: 1, items: [{}] })
    const item = sub.items[0]!.id
    const [itemBefore, subBefore] = [await itemRow(item), await rowOf(sub.id)]
    const res = await review(sub.id, {
      reviewerNotes: 'Fint!',
      items: [{ id: item, approvalStatus: 'approved', points: 900 }],
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(
      'Du kan inte granska eller ta emot din egen inlämning. Be en kollega att göra det.',
    )
    expect(await itemRow(item)).toEqual(itemBefore)
    expect(await rowOf(sub.id)).toEqual(subBefore)
    expect(await eventsOf(sub.id)).toEqual([])
  })

  it('refuses with Swedish messages and changes nothing', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { status: 1, items: [{}] })
    const other = await seedSubmission(ctx.db, anna.id, { status: 1, items: [{}] })
    const item = sub.items[0]!.id
    const cases: [object, number, string][] = [
      [
        { items: [{ id: other.items[0]!.id, approvalStatus: 'denied' }] },
        404,
        'Artikeln finns inte i inlämningen.',
      ],
      [{ items: [{ id: item, approvalStatus: 'approved' }] }, 400, 'Ange poäng för en godkänd artikel.'],
      [
        { items: [{ id: item, approvalStatus: 'approved', points: null }] },
        400,
        'Ange poäng för en godkänd artikel.',
      ],
      [
        { items: [{ id: item, approvalStatus: 'approved', points: 5, categoryId: other.id }] },
        400,
        'Kategorin finns inte.',
      ],
      [
        { items: [{ id: item, approvalStatus: 'approved', points: -1 }] },
        400,
        'Poäng kan inte vara negativa.',
      ],
      [{ items: [{ id: item, approvalStatus: 'approved', points: 1.5 }] }, 400, 'Poäng ska vara ett heltal.'],
      [
        { items: [{ id: item, approvalStatus: 'approved', points: 10_001 }] },
        400,
        'Högst 10000 poäng per plagg.',
      ],
      [{ priority: 'akut' }, 400, 'Välj hög, medium eller låg.'],
      [{ items: [{ id: 'x', approvalStatus: 'approved' }] }, 400, 'Ogiltigt artikel-id.'],
      [{ reviewerNotes: 'x'.repeat(4001) }, 400, 'Kommentaren får vara högst 4000 tecken.'],
      [
        {
          items: [
            { id: item, approvalStatus: 'denied' },
            { id: item, approvalStatus: 'approved', points: 3 },
          ],
        },
        400,
        'Samma artikel finns två gånger i listan.',
      ],
    ]
    for (const [body, status, message] of cases) {
      const res = await review(sub.id, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(status)
      expect(res.json().message, JSON.stringify(body)).toBe(message)
    }
    expect(await itemRow(item)).toMatchObject({ approvalStatus: 'awaiting', pointsAwarded: null })
    expect(await eventsOf(sub.id)).toHaveLength(0)
    expect((await review('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404)
  })

  it('keeps a credited item as it is (409), while other fields still change', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, {
      status: 3,
      items: [{ approvalStatus: 'approved' }, {}],
    })
    const [credited, open] = sub.items.map((i) => i.id) as [string, string]
    await ctx.db
      .update(submissionItems)
      .set({ pointsAwarded: 80, receivedAt: new Date(), creditedPoints: 80 })
      .where(eq(submissionItems.id, credited))
    const message = 'Poängen för artikeln är redan insatta och kan inte ändras.'
    for (const change of [
      { approvalStatus: 'denied' },
      { approvalStatus: 'awaiting' },
      { approvalStatus: 'approved', points: 90 },
      { approvalStatus: 'approved', categoryId: (await createCategory(ctx.db, { name: 'Byxor' })).id },
    ]) {
      const res = await review(sub.id, { reviewerNotes: 'Ändrat', items: [{ id: credited, ...change }] })
      expect(res.statusCode, JSON.stringify(change)).toBe(409)
      expect(res.json().message).toBe(message)
    }
    // The whole review is refused: the other item and the notes are unchanged.
    const mixed = await review(sub.id, {
      items: [
        { id: open, approvalStatus: 'approved', points: 10 },
        { id: credited, approvalStatus: 'denied' },
      ],
    })
    expect(mixed.statusCode).toBe(409)
    expect(await itemRow(open)).toMatchObject({ approvalStatus: 'awaiting' })
    expect((await rowOf(sub.id)).reviewerNotes).toBe('')
    // The same decision again is no change, so it passes with the rest.
    const ok = await review(sub.id, {
      reviewerNotes: 'Klart',
      items: [
        { id: credited, approvalStatus: 'approved', points: 80 },
        { id: open, approvalStatus: 'denied' },
      ],
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.json()).toMatchObject({ reviewerNotes: 'Klart', creditedTotal: 80 })
    expect(await itemRow(credited)).toMatchObject({
      approvalStatus: 'approved',
      pointsAwarded: 80,
      creditedPoints: 80,
    })
  })

  it('ends with one of the parallel decisions on each item, and one event per change', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { status: 2, items: [{}] })
    const item = sub.items[0]!.id
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        review(sub.id, { items: [{ id: item, approvalStatus: 'approved', points: i + 1 }] }),
      ),
    )
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200))
    const points = (await itemRow(item)).pointsAwarded
    expect(points).toBeGreaterThanOrEqual(1)
    expect(points).toBeLessThanOrEqual(10)
    // Each call changed the points (all distinct), so each published once.
    expect(await eventsOf(sub.id)).toHaveLength(10)
  })
})
