import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatEvents, chatMessages } from '../../db/schema/index.js'
import type { TestContext } from '../../test/context.js'
import {
  type Caller,
  CHAT,
  type ChatTest,
  json,
  NOT_FOUND,
  seedSubmission,
  sendBody,
  startChatTest,
} from './chat.fixtures.js'

let ctx: TestContext
let anna: Caller
let bo: Caller
let staff: Caller
let sub: ChatTest['sub']
let call: ChatTest['call']
let messageCount: ChatTest['messageCount']
let eventCount: ChatTest['eventCount']
let freshSubmission: ChatTest['freshSubmission']

beforeAll(async () => {
  ;({ ctx, anna, bo, staff, sub, call, messageCount, eventCount, freshSubmission } = await startChatTest())
})
afterAll(() => ctx.close())

describe('sending and reading', () => {
  it('the member writes as user, staff as admin; both read the thread oldest first', async () => {
    const s = await freshSubmission()
    const first = await call(anna, 'POST', CHAT, sendBody(s.id, 'user', '  Hej, när kommer ni?  '))
    expect(first.statusCode).toBe(201)
    expect(json(first)).toMatchObject({
      submissionRequestId: s.id,
      itemId: null,
      submissionRequestItemId: null,
      message: 'Hej, när kommer ni?',
      sender: 'user',
      senderName: 'Anna Andersson',
      read: false,
    })
    const reply = await call(staff, 'POST', CHAT, sendBody(s.id, 'admin', 'Snart!'))
    expect(reply.statusCode).toBe(201)
    expect(json(reply)).toMatchObject({ sender: 'admin', senderName: 'Admin' })

    for (const who of [anna, staff]) {
      const list = await call(who, 'GET', `${CHAT}/${s.id}`)
      expect(list.statusCode).toBe(200)
      expect(json<{ message: string }[]>(list).map((m) => m.message)).toEqual([
        'Hej, när kommer ni?',
        'Snart!',
      ])
    }
    const events = await ctx.db.select().from(chatEvents).where(eq(chatEvents.submissionId, s.id))
    expect(events.map((e) => [e.type, e.ownerId])).toEqual([
      ['message', anna.id],
      ['message', anna.id],
    ])
  })

  it('item threads are separate from the submission thread', async () => {
    const s = await freshSubmission()
    const item = s.items[0]!
    expect((await call(anna, 'POST', CHAT, sendBody(s.id, 'user', 'Om tröjan', item.id))).statusCode).toBe(
      201,
    )
    const itemRes = await call(staff, 'GET', `${CHAT}/${s.id}/item/${item.id}`)
    expect(json<{ message: string; itemId: string }[]>(itemRes)).toMatchObject([
      { message: 'Om tröjan', itemId: item.id },
    ])
    expect(json(await call(staff, 'GET', `${CHAT}/${s.id}`))).toEqual([])
  })

  it('blank, too long and malformed messages are 400 with a Swedish message; nothing is stored', async () => {
    const before = await messageCount()
    const blank = await call(anna, 'POST', CHAT, sendBody(sub.id, 'user', ' \n\t '))
    expect(blank.statusCode).toBe(400)
    expect(json(blank)).toMatchObject({ error: 'validation', message: 'Skriv ett meddelande.' })
    const long = await call(anna, 'POST', CHAT, sendBody(sub.id, 'user', 'x'.repeat(4001)))
    expect(long.statusCode).toBe(400)
    expect(json(long).message).toBe('Meddelandet får vara högst 4000 tecken.')
    const badSender = await call(anna, 'POST', CHAT, { ...sendBody(sub.id, 'user'), sender: 'staff' })
    expect(badSender.statusCode).toBe(400)
    expect(await messageCount()).toBe(before)
    expect((await call(anna, 'POST', CHAT, sendBody(sub.id, 'user', 'x'.repeat(4000)))).statusCode).toBe(201)
  })

  it('unknown, malformed and foreign ids are 404, never 500', async () => {
    const other = await seedSubmission(ctx.db, bo.id, { items: [{}] })
    const unknown = '00000000-0000-4000-8000-000000000000'
    for (const url of [
      `${CHAT}/not-a-uuid`,
      `${CHAT}/${unknown}`,
      `${CHAT}/${sub.id}/item/not-a-uuid`,
      `${CHAT}/${sub.id}/item/${other.items[0]!.id}`,
      `${CHAT}/unread-count/not-a-uuid?forSender=user`,
      `${CHAT}/unread-count/${sub.id}/item/${unknown}?forSender=user`,
    ]) {
      expect((await call(anna, 'GET', url)).statusCode, url).toBe(404)
    }
    const before = await messageCount()
    const foreignItem = await call(anna, 'POST', CHAT, sendBody(sub.id, 'user', 'Hej', other.items[0]!.id))
    expect(foreignItem.statusCode).toBe(404)
    expect(json(foreignItem).message).toBe('Kunde inte hitta artikeln.')
    expect((await call(anna, 'POST', CHAT, sendBody(unknown, 'user'))).statusCode).toBe(404)
    expect((await call(anna, 'DELETE', `${CHAT}/nope?requestedBySender=user`)).statusCode).toBe(404)
    expect((await call(anna, 'DELETE', `${CHAT}/${unknown}?requestedBySender=user`)).statusCode).toBe(404)
    expect((await call(anna, 'PUT', `${CHAT}/mark-read/${sub.id}/item/nope?sender=user`)).statusCode).toBe(
      404,
    )
    expect(await messageCount()).toBe(before)
  })

  it('a visitor gets 401', async () => {
    expect((await call(undefined, 'GET', `${CHAT}/${sub.id}`)).statusCode).toBe(401)
    expect((await call(undefined, 'POST', CHAT, sendBody(sub.id, 'user'))).statusCode).toBe(401)
  })
})

describe('sides are the server’s decision', () => {
  it('a member naming admin gets 403 on every call and nothing changes', async () => {
    const s = await freshSubmission()
    await call(staff, 'POST', CHAT, sendBody(s.id, 'admin', 'Hej från oss'))
    const [messages, events] = [await messageCount(), await eventCount()]
    const refused = [
      await call(anna, 'POST', CHAT, sendBody(s.id, 'admin', 'Jag är personal')),
      await call(anna, 'PUT', `${CHAT}/mark-read/${s.id}?sender=admin`),
      await call(anna, 'GET', `${CHAT}/unread-count/${s.id}?forSender=admin`),
      await call(staff, 'POST', CHAT, sendBody(s.id, 'user', 'Jag är medlem')),
    ]
    for (const res of refused) {
      expect(res.statusCode).toBe(403)
      expect(json(res).message).toMatch(/part/)
    }
    expect([await messageCount(), await eventCount()]).toEqual([messages, events])
    // Still unread for anna: the refused mark-read did nothing.
    expect(json(await call(anna, 'GET', `${CHAT}/unread-count/${s.id}?forSender=user`))).toEqual({
      unreadCount: 1,
    })
  })

  it("another member's submission is 404 with the submissions' text on every call", async () => {
    const [messages, events] = [await messageCount(), await eventCount()]
    const [msg] = await ctx.db
      .insert(chatMessages)
      .values({ submissionId: sub.id, authorId: anna.id, sender: 'user', message: 'Privat' })
      .returning()
    for (const res of [
      await call(bo, 'GET', `${CHAT}/${sub.id}`),
      await call(bo, 'GET', `${CHAT}/${sub.id}/item/${sub.items[0]!.id}`),
      await call(bo, 'POST', CHAT, sendBody(sub.id, 'user')),
      await call(bo, 'PUT', `${CHAT}/mark-read/${sub.id}?sender=user`),
      await call(bo, 'GET', `${CHAT}/unread-count/${sub.id}?forSender=user`),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(json(res).message).toBe(NOT_FOUND)
    }
    expect((await call(bo, 'DELETE', `${CHAT}/${msg!.id}?requestedBySender=user`)).statusCode).toBe(404)
    expect([await messageCount(), await eventCount()]).toEqual([messages + 1, events])
  })

  it('staff who own a submission act as user on it', async () => {
    const own = await seedSubmission(ctx.db, staff.id, { status: 1 })
    const res = await call(staff, 'POST', CHAT, sendBody(own.id, 'user', 'Min egen'))
    expect(res.statusCode).toBe(201)
    expect(json(res)).toMatchObject({ sender: 'user', senderName: 'Anna Andersson' })
    expect((await call(staff, 'POST', CHAT, sendBody(own.id, 'admin'))).statusCode).toBe(403)
  })
})

describe('API documentation', () => {
  it('says the stream ceiling is per account and server process (ADR 040), on both streams', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })
    const paths = res.json().paths as Record<string, { get: { description: string } }>
    for (const path of [`${CHAT}/{submissionId}/events`, `${CHAT}/events`]) {
      expect(paths[path]!.get.description).toContain(
        'Högst 10 öppna flöden per konto och serverprocess (429).',
      )
    }
  })
})
