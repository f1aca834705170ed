import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatEvents, chatMessages } from '../../db/schema/index.js'
import type { TestContext } from '../../test/context.js'
import { createCaller } from '../submissions/submissions.fixtures.js'
import {
  type Caller,
  CHAT,
  type ChatTest,
  json,
  seedSubmission,
  sendBody,
  startChatTest,
} from './chat.fixtures.js'
import { listen, openStream } from './chat.stream.fixtures.js'

let ctx: TestContext
let anna: Caller
let staff: Caller
let call: ChatTest['call']
let eventCount: ChatTest['eventCount']
let freshSubmission: ChatTest['freshSubmission']

beforeAll(async () => {
  ;({ ctx, anna, staff, call, eventCount, freshSubmission } = await startChatTest())
})
afterAll(() => ctx.close())

describe('read state and counts', () => {
  it('counts and mark-read work per submission and per item, for the other side only', async () => {
    const s = await freshSubmission()
    const item = s.items[0]!
    await call(staff, 'POST', CHAT, sendBody(s.id, 'admin', 'Ett'))
    await call(staff, 'POST', CHAT, sendBody(s.id, 'admin', 'Två'))
    await call(staff, 'POST', CHAT, sendBody(s.id, 'admin', 'Om artikeln', item.id))
    await call(anna, 'POST', CHAT, sendBody(s.id, 'user', 'Svar'))
    const count = async (who: Caller, side: string, path = '') =>
      json(await call(who, 'GET', `${CHAT}/unread-count/${s.id}${path}?forSender=${side}`)).unreadCount
    const itemPath = `/item/${item.id}`

    expect([await count(anna, 'user'), await count(anna, 'user', itemPath)]).toEqual([2, 1])
    expect([await count(staff, 'admin'), await count(staff, 'admin', itemPath)]).toEqual([1, 0])

    const mark = await call(anna, 'PUT', `${CHAT}/mark-read/${s.id}?sender=user`)
    expect(mark.statusCode).toBe(200)
    expect(json(mark)).toEqual({ success: true })
    expect([await count(anna, 'user'), await count(anna, 'user', itemPath)]).toEqual([0, 1])
    expect(await count(staff, 'admin')).toBe(1)
    const read = await ctx.db.select().from(chatMessages).where(eq(chatMessages.submissionId, s.id))
    expect(
      read
        .filter((m) => m.read)
        .map((m) => m.message)
        .sort(),
    ).toEqual(['Ett', 'Två'])
    expect(read.filter((m) => m.read).every((m) => m.readAt instanceof Date)).toBe(true)

    expect(json(await call(anna, 'PUT', `${CHAT}/mark-read/${s.id}${itemPath}?sender=user`))).toEqual({
      success: true,
    })
    expect(await count(anna, 'user', itemPath)).toBe(0)
    const list = json<{ message: string; read: boolean }[]>(await call(anna, 'GET', `${CHAT}/${s.id}`))
    expect(list.map((m) => [m.message, m.read])).toEqual([
      ['Ett', true],
      ['Två', true],
      ['Svar', false],
    ])
  })

  it('a mark-read with nothing to mark records no event', async () => {
    const s = await freshSubmission()
    const events = await eventCount()
    expect((await call(anna, 'PUT', `${CHAT}/mark-read/${s.id}?sender=user`)).statusCode).toBe(200)
    expect(await eventCount()).toBe(events)
  })
})

describe('deleting', () => {
  it('the author side deletes its own unread message; it disappears and a deleted event is recorded', async () => {
    const s = await freshSubmission()
    const sent = json(await call(anna, 'POST', CHAT, sendBody(s.id, 'user', 'Fel')))
    const res = await call(anna, 'DELETE', `${CHAT}/${sent.id}?requestedBySender=user`)
    expect(res.statusCode).toBe(200)
    expect(json(res)).toEqual({ success: true })
    expect(json(await call(staff, 'GET', `${CHAT}/${s.id}`))).toEqual([])
    expect(json(await call(staff, 'GET', `${CHAT}/unread-count/${s.id}?forSender=admin`))).toEqual({
      unreadCount: 0,
    })
    const [row] = await ctx.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, sent.id as string))
    expect(row!.deletedAt).toBeInstanceOf(Date)
    const types = (await ctx.db.select().from(chatEvents).where(eq(chatEvents.submissionId, s.id))).map(
      (e) => e.type,
    )
    expect(types).toEqual(['message', 'deleted'])
    expect((await call(anna, 'DELETE', `${CHAT}/${sent.id}?requestedBySender=user`)).statusCode).toBe(404)
  })

  it("someone else's message is 403 and a read one 409; nothing changes", async () => {
    const s = await freshSubmission()
    const mine = json(await call(anna, 'POST', CHAT, sendBody(s.id, 'user', 'Mitt')))
    const theirs = json(await call(staff, 'POST', CHAT, sendBody(s.id, 'admin', 'Vårt')))
    const other = await call(staff, 'DELETE', `${CHAT}/${mine.id}?requestedBySender=admin`)
    expect(other.statusCode).toBe(403)
    expect(json(other).message).toBe('Du kan bara ta bort dina egna meddelanden.')
    expect((await call(anna, 'DELETE', `${CHAT}/${theirs.id}?requestedBySender=user`)).statusCode).toBe(403)
    expect((await call(anna, 'DELETE', `${CHAT}/${mine.id}?requestedBySender=admin`)).statusCode).toBe(403)

    await call(staff, 'PUT', `${CHAT}/mark-read/${s.id}?sender=admin`)
    const read = await call(anna, 'DELETE', `${CHAT}/${mine.id}?requestedBySender=user`)
    expect(read.statusCode).toBe(409)
    expect(json(read).message).toBe('Meddelandet har redan lästs och kan inte tas bort.')
    const list = json<unknown[]>(await call(anna, 'GET', `${CHAT}/${s.id}`))
    expect(list).toHaveLength(2)
  })
})

describe('staff deleting their own message', () => {
  it("is 200 while the member has not read it: a deleted event reaches the member's stream and the message is gone", async () => {
    const s = await freshSubmission()
    const base = await listen(ctx.app)
    const stream = await openStream(`${base}${CHAT}/${s.id}/events`, anna.headers)
    try {
      await stream.comment((c) => c === 'connected')
      const sent = json(await call(staff, 'POST', CHAT, sendBody(s.id, 'admin', 'Fel inlämning')))
      expect((await stream.next()).event).toBe('message')
      expect(json(await call(anna, 'GET', `${CHAT}/unread-count/${s.id}?forSender=user`))).toEqual({
        unreadCount: 1,
      })

      const res = await call(staff, 'DELETE', `${CHAT}/${sent.id}?requestedBySender=admin`)
      expect(res.statusCode).toBe(200)
      expect(json(res)).toEqual({ success: true })
      const deleted = await stream.next()
      expect(deleted.event).toBe('deleted')
      expect(deleted.data).toEqual({ id: sent.id, submissionRequestId: s.id, itemId: null })
      expect(json(await call(anna, 'GET', `${CHAT}/${s.id}`))).toEqual([])
      expect(json(await call(anna, 'GET', `${CHAT}/unread-count/${s.id}?forSender=user`))).toEqual({
        unreadCount: 0,
      })
    } finally {
      stream.close()
    }
  })

  it('is 409 once the member has read it, and the message stays', async () => {
    const s = await freshSubmission()
    const sent = json(await call(staff, 'POST', CHAT, sendBody(s.id, 'admin', 'Redan läst')))
    await call(anna, 'PUT', `${CHAT}/mark-read/${s.id}?sender=user`)
    const res = await call(staff, 'DELETE', `${CHAT}/${sent.id}?requestedBySender=admin`)
    expect(res.statusCode).toBe(409)
    expect(json(res).message).toBe('Meddelandet har redan lästs och kan inte tas bort.')
    const list = json<{ id: string }[]>(await call(anna, 'GET', `${CHAT}/${s.id}`))
    expect(list.map((m) => m.id)).toEqual([sent.id])
  })
})

describe('rate limit', () => {
  it('30 parallel sends from one account: exactly 20 pass, the rest get 429 with the Swedish text', async () => {
    const carl = await createCaller(ctx.db)
    const own = await seedSubmission(ctx.db, carl.id, { status: 1 })
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, n) => call(carl, 'POST', CHAT, sendBody(own.id, 'user', `Nr ${n}`))),
    )
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(20)
    expect(codes.filter((c) => c === 429)).toHaveLength(10)
    expect(json(results.find((r) => r.statusCode === 429)!)).toEqual({
      error: 'too_many_requests',
      message: 'Du har skickat många meddelanden på kort tid. Vänta en stund och försök igen.',
    })
    // Deleting does not give the quota back.
    const first = json(results.find((r) => r.statusCode === 201)!)
    await call(carl, 'DELETE', `${CHAT}/${first.id}?requestedBySender=user`)
    expect((await call(carl, 'POST', CHAT, sendBody(own.id, 'user'))).statusCode).toBe(429)
    const stored = await ctx.db.select().from(chatMessages).where(eq(chatMessages.authorId, carl.id))
    expect(stored).toHaveLength(20)
  })
})

describe('submissions carry unread counts', () => {
  it('the member list and detail show unreadCount and the item dot; staff see theirs', async () => {
    const s = await freshSubmission()
    const item = s.items[0]!
    await call(staff, 'POST', CHAT, sendBody(s.id, 'admin', 'Ett'))
    await call(staff, 'POST', CHAT, sendBody(s.id, 'admin', 'Om artikeln', item.id))
    await call(anna, 'POST', CHAT, sendBody(s.id, 'user', 'Svar', item.id))

    type Sub = {
      id: string
      unreadCount: number
      hasUnreadMessages: boolean
      items: { hasUnreadComments: boolean }[]
    }
    const mineList = json<Sub[]>(await call(anna, 'GET', '/api/submissions-request/user'))
    const mine = mineList.find((x) => x.id === s.id)!
    expect(mine).toMatchObject({ unreadCount: 2, hasUnreadMessages: true })
    expect(mine.items[0]!.hasUnreadComments).toBe(true)

    const staffRow = json<Sub[]>(await call(staff, 'GET', '/api/submissions-request')).find(
      (x) => x.id === s.id,
    )!
    expect(staffRow).toMatchObject({ unreadCount: 1, hasUnreadMessages: true })
    expect(staffRow.items[0]!.hasUnreadComments).toBe(true)

    await call(anna, 'PUT', `${CHAT}/mark-read/${s.id}/item/${item.id}?sender=user`)
    const detail = json<Sub>(await call(anna, 'GET', `/api/submissions-request/${s.id}`))
    expect(detail).toMatchObject({ unreadCount: 1, hasUnreadMessages: true })
    expect(detail.items[0]!.hasUnreadComments).toBe(false)
  })
})
