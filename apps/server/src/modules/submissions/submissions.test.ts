import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, submissionItems } from '../../db/schema/index.js'
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

const call = (
  who: Caller | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
) => callAs(ctx.app, who, method, url, body)
const NOT_FOUND = 'Kunde inte hitta inlämningen.'

describe('creating and reading submissions', () => {
  it('creates an empty submission at status 0 owned by the caller, whatever the body says', async () => {
    const res = await call(anna, 'POST', BASE, { userId: bo.id, status: 3, reviewerNotes: 'Bra!' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      id: expect.any(String),
      userId: anna.id,
      status: 0,
      notes: '',
      reviewerNotes: '',
      submitted: null,
      completed: null,
      items: [],
      submissionRequestItems: [],
      unreadCount: 0,
      hasUnreadMessages: false,
    })
  })

  it('lists only the member’s own submissions, newest first, with their items', async () => {
    const me = await createCaller(ctx.db)
    const first = (await call(me, 'POST', BASE)).json()
    const second = (await call(me, 'POST', BASE)).json()
    await seedSubmission(ctx.db, bo.id)
    await call(me, 'PUT', BASE, { ...first, submissionRequestItems: [{ condition: 'Som ny', notes: 'Ull' }] })
    const res = await call(me, 'GET', `${BASE}/user`)
    expect(res.statusCode).toBe(200)
    const list = res.json()
    expect(list.map((s: { id: string }) => s.id)).toEqual([second.id, first.id])
    expect(list[1].items).toHaveLength(1)
    expect(list[1].submissionRequestItems).toEqual(list[1].items)
  })

  it('answers one’s own submission, and 404 for another member’s, an unknown or a malformed id', async () => {
    const mine = await seedSubmission(ctx.db, anna.id, { items: [{}] })
    expect((await call(anna, 'GET', `${BASE}/${mine.id}`)).json()).toMatchObject({ id: mine.id, items: [{}] })
    for (const id of [mine.id, crypto.randomUUID(), 'inte-ett-id']) {
      const res = await call(bo, 'GET', `${BASE}/${id}`)
      expect(res.statusCode, id).toBe(404)
      expect(res.json().message).toBe(NOT_FOUND)
    }
  })

  it('lets staff read any submission and list all; a member gets 403 on the list, a visitor 401', async () => {
    const annas = await seedSubmission(ctx.db, anna.id)
    const bos = await seedSubmission(ctx.db, bo.id, { status: 2 })
    expect((await call(staff, 'GET', `${BASE}/${annas.id}`)).statusCode).toBe(200)
    const all = await call(staff, 'GET', BASE)
    expect(all.statusCode).toBe(200)
    const ids = all.json().map((s: { id: string }) => s.id)
    expect(ids).toEqual(expect.arrayContaining([annas.id, bos.id]))
    expect((await call(anna, 'GET', BASE)).statusCode).toBe(403)
    expect((await call(undefined, 'GET', BASE)).statusCode).toBe(401)
    expect((await call(undefined, 'GET', `${BASE}/user`)).statusCode).toBe(401)
    expect((await call(undefined, 'POST', BASE)).statusCode).toBe(401)
  })

  it('does not let staff change another member’s submission through the member calls', async () => {
    const annas = await seedSubmission(ctx.db, anna.id, { items: [{}] })
    expect((await call(staff, 'PUT', `${BASE}/${annas.id}/submit`)).statusCode).toBe(404)
    expect((await call(staff, 'DELETE', `${BASE}/${annas.id}`)).statusCode).toBe(404)
    expect((await call(staff, 'PUT', BASE, { id: annas.id, status: 0, notes: 'x' })).statusCode).toBe(404)
  })

  it('is case-insensitive like the rest of the API', async () => {
    expect((await call(anna, 'GET', '/api/Submissions-Request/User')).statusCode).toBe(200)
  })
})

describe('saving a submission', () => {
  it('adds, changes and removes items by id, and keeps the notes', async () => {
    const sub = (await call(anna, 'POST', BASE)).json()
    const added = await call(anna, 'PUT', BASE, {
      ...sub,
      notes: 'Hämtas på fredag',
      submissionRequestItems: [
        { condition: 'Som ny', notes: 'Jacka' },
        { condition: 'Använd', notes: 'Byxor' },
      ],
    })
    expect(added.statusCode).toBe(200)
    const saved = added.json()
    expect(saved.notes).toBe('Hämtas på fredag')
    expect(saved.items.map((i: { notes: string }) => i.notes)).toEqual(['Jacka', 'Byxor'])
    const [jacka, byxor] = saved.items

    // The spec's client writes back what it read, with `items` as the list's other name.
    const res = await call(anna, 'PUT', BASE, {
      ...saved,
      submissionRequestItems: undefined,
      items: [
        { ...jacka, condition: 'Nästan ny' },
        { condition: 'Sliten', notes: 'Tröja' },
      ],
    })
    expect(res.statusCode).toBe(200)
    const after = res.json().items
    expect(after.map((i: { condition: string }) => i.condition)).toEqual(['Nästan ny', 'Sliten'])
    expect(after[0].id).toBe(jacka.id)
    const left = await ctx.db.select().from(submissionItems).where(eq(submissionItems.id, byxor.id))
    expect(left).toEqual([])
  })

  it('keeps the items when the body has no item list', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { items: [{}, {}] })
    const res = await call(anna, 'PUT', BASE, { id: sub.id, status: 0, notes: 'Bara anteckningar' })
    expect(res.statusCode).toBe(200)
    expect(res.json().items).toHaveLength(2)
  })

  it('ignores reviewerNotes, priority, userId, approvalStatus and points sent by a member', async () => {
    const sub = (await call(anna, 'POST', BASE)).json()
    const res = await call(anna, 'PUT', BASE, {
      ...sub,
      userId: bo.id,
      reviewerNotes: 'Godkänt av mig själv',
      priority: 'hög',
      submissionRequestItems: [
        { condition: 'Som ny', notes: '', approvalStatus: 'approved', pointsAwarded: 500 },
      ],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ userId: anna.id, reviewerNotes: '', priority: '' })
    expect(res.json().items[0]).toMatchObject({ approvalStatus: 'awaiting', pointsAwarded: null })
  })

  it('refuses an item id of another submission with 404', async () => {
    const mine = (await call(anna, 'POST', BASE)).json()
    const bos = await seedSubmission(ctx.db, bo.id, { items: [{}] })
    const res = await call(anna, 'PUT', BASE, {
      ...mine,
      submissionRequestItems: [{ id: bos.items[0]!.id, condition: 'Min nu' }],
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Kunde inte hitta artikeln.')
  })

  it('answers 400 with the contract’s Swedish text for an item without condition', async () => {
    const sub = (await call(anna, 'POST', BASE)).json()
    const res = await call(anna, 'PUT', BASE, { ...sub, submissionRequestItems: [{ condition: '  ' }] })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Ange skick för artikeln.')
  })
})

describe('submitting', () => {
  it('moves 0 → 1, stamps the time and queues the receipt to the member', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { items: [{}] })
    const res = await call(anna, 'PUT', `${BASE}/${sub.id}/submit`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: sub.id, status: 1, submitted: expect.stringMatching(/^\d{4}-/) })
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.to, anna.email))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('Inlämning mottagen')
    expect(mails[0]!.subject).toContain(sub.id.slice(0, 8))
    expect(mails[0]!.text).toContain(sub.id.slice(0, 8))
    expect(mails[0]!.text).toContain(`/my-account/submissions/${sub.id}`)
  })

  it('refuses an empty submission with a clear message and sends nothing', async () => {
    const me = await createCaller(ctx.db)
    const sub = await seedSubmission(ctx.db, me.id)
    const res = await call(me, 'PUT', `${BASE}/${sub.id}/submit`)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Lägg till minst en artikel innan du skickar in inlämningen.')
    expect(await ctx.db.select().from(outbox).where(eq(outbox.to, me.email))).toEqual([])
  })
})

describe('deleting', () => {
  it('deletes a created submission (204) and then it is gone', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { items: [{}] })
    expect((await call(anna, 'DELETE', `${BASE}/${sub.id}`)).statusCode).toBe(204)
    expect((await call(anna, 'GET', `${BASE}/${sub.id}`)).statusCode).toBe(404)
  })

  it('answers 404 for another member’s submission and leaves it', async () => {
    const bos = await seedSubmission(ctx.db, bo.id)
    expect((await call(anna, 'DELETE', `${BASE}/${bos.id}`)).statusCode).toBe(404)
    expect((await call(bo, 'GET', `${BASE}/${bos.id}`)).statusCode).toBe(200)
  })
})
