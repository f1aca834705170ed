import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAppOn, type TestContext } from '../../test/context.js'
import { type Caller, CHAT, callAs, json, seedSubmission, sendBody, startChatTest } from './chat.fixtures.js'
import { expectQuiet, listen, openStream } from './chat.stream.fixtures.js'

// Streams over real HTTP, with a second app on the same database as a second server process.
let ctx: TestContext
let anna: Caller
let bo: Caller
let staff: Caller
let sub: Awaited<ReturnType<typeof startChatTest>>['sub']
let baseA: string
let b: Awaited<ReturnType<typeof createAppOn>>

const ENV = { CHAT_HEARTBEAT_MS: '100' }

beforeAll(async () => {
  ;({ ctx, anna, bo, staff, sub } = await startChatTest(ENV))
  baseA = await listen(ctx.app)
  b = await createAppOn(ctx.dbUrl, ENV)
})
afterAll(async () => {
  await b.close()
  await ctx.close()
})

const sendViaB = (who: Caller, body: object) => callAs(b.app, who, 'POST', CHAT, body)

describe("a submission's stream", () => {
  it('delivers a message posted through another app instance (LISTEN/NOTIFY), with SSE headers and heartbeats', async () => {
    const stream = await openStream(`${baseA}${CHAT}/${sub.id}/events`, anna.headers)
    try {
      expect(stream.status).toBe(200)
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/)
      expect(stream.headers.get('cache-control')).toBe('no-cache')
      expect(stream.headers.get('x-accel-buffering')).toBe('no')
      await stream.comment((c) => c === 'connected')

      const sent = await sendViaB(staff, sendBody(sub.id, 'admin', 'Från process B'))
      expect(sent.statusCode).toBe(201)
      const event = await stream.next(2000)
      expect(event).toMatchObject({
        event: 'message',
        data: { id: json(sent).id, message: 'Från process B' },
      })
      expect(event.id).toBeGreaterThan(0)

      await callAs(b.app, anna, 'PUT', `${CHAT}/mark-read/${sub.id}?sender=user`)
      expect(await stream.next()).toMatchObject({
        event: 'read',
        data: { submissionRequestId: sub.id, itemId: null, reader: 'user' },
      })
      const mine = json(await sendViaB(anna, sendBody(sub.id, 'user', 'Oj', sub.items[0]!.id)))
      expect(await stream.next()).toMatchObject({ event: 'message', data: { id: mine.id } })
      await callAs(b.app, anna, 'DELETE', `${CHAT}/${mine.id}?requestedBySender=user`)
      expect(await stream.next()).toMatchObject({
        event: 'deleted',
        data: { id: mine.id, submissionRequestId: sub.id, itemId: sub.items[0]!.id },
      })
      await stream.comment((c) => c === 'ping')
    } finally {
      stream.close()
    }
  })

  it('does not carry other submissions', async () => {
    const other = await seedSubmission(ctx.db, anna.id, { status: 1 })
    const stream = await openStream(`${baseA}${CHAT}/${sub.id}/events`, staff.headers)
    try {
      await sendViaB(anna, sendBody(other.id, 'user', 'Annan'))
      await sendViaB(anna, sendBody(sub.id, 'user', 'Denna'))
      expect((await stream.next()).data.message).toBe('Denna')
    } finally {
      stream.close()
    }
  })

  it("is 404 for another member's submission and 401 for a visitor", async () => {
    const foreign = await openStream(`${baseA}${CHAT}/${sub.id}/events`, bo.headers)
    expect(foreign.status).toBe(404)
    expect((await openStream(`${baseA}${CHAT}/not-a-uuid/events`, anna.headers)).status).toBe(404)
    expect((await openStream(`${baseA}${CHAT}/${sub.id}/events`)).status).toBe(401)
  })

  it('Last-Event-ID replays exactly the missed events, then continues live without duplicates', async () => {
    const s = await seedSubmission(ctx.db, anna.id, { status: 1 })
    const first = await openStream(`${baseA}${CHAT}/${s.id}/events`, anna.headers)
    await sendViaB(staff, sendBody(s.id, 'admin', 'Ett'))
    const seen = await first.next()
    first.close()
    for (const text of ['Två', 'Tre']) await sendViaB(staff, sendBody(s.id, 'admin', text))

    for (const resume of [
      {
        url: `${baseA}${CHAT}/${s.id}/events`,
        headers: { ...anna.headers, 'last-event-id': String(seen.id) },
      },
      { url: `${baseA}${CHAT}/${s.id}/events?lastEventId=${seen.id}`, headers: anna.headers },
    ]) {
      const stream = await openStream(resume.url, resume.headers)
      try {
        const replayed = [await stream.next(), await stream.next()]
        expect(replayed.map((e) => e.data.message)).toEqual(['Två', 'Tre'])
        expect(replayed[0]!.id).toBeLessThan(replayed[1]!.id)
        expect(await expectQuiet(stream)).toBeNull()
      } finally {
        stream.close()
      }
    }
    const live = await openStream(`${baseA}${CHAT}/${s.id}/events`, {
      ...anna.headers,
      'last-event-id': String(seen.id),
    })
    try {
      await live.next()
      await live.next()
      await sendViaB(staff, sendBody(s.id, 'admin', 'Fyra'))
      expect((await live.next()).data.message).toBe('Fyra')
      expect(await expectQuiet(live)).toBeNull()
    } finally {
      live.close()
    }
  })

  it('keeps delivering after the listening connection drops (reconnect, then catch up)', async () => {
    const s = await seedSubmission(ctx.db, anna.id, { status: 1 })
    const stream = await openStream(`${baseA}${CHAT}/${s.id}/events`, anna.headers)
    try {
      ctx.app.chatHub.dropConnection()
      await sendViaB(staff, sendBody(s.id, 'admin', 'Medan den var nere'))
      expect((await stream.next(5000)).data.message).toBe('Medan den var nere')
    } finally {
      stream.close()
    }
  })
})

describe("the caller's unread stream", () => {
  it('sends each side its own count for the whole submission, and a member only their own', async () => {
    const s = await seedSubmission(ctx.db, anna.id, { status: 1, items: [{}] })
    const bosOwn = await seedSubmission(ctx.db, bo.id, { status: 1 })
    const annas = await openStream(`${baseA}${CHAT}/events`, anna.headers)
    const staffs = await openStream(`${baseA}${CHAT}/events`, staff.headers)
    const bos = await openStream(`${baseA}${CHAT}/events`, bo.headers)
    try {
      // A count is the submission's count when the event is sent (not when it was written), so
      // each step waits for its event before the next message.
      await sendViaB(staff, sendBody(s.id, 'admin', 'Ett'))
      expect((await annas.next()).data).toEqual({ submissionRequestId: s.id, itemId: null, unreadCount: 1 })
      expect((await staffs.next()).data).toMatchObject({ submissionRequestId: s.id, unreadCount: 0 })
      await sendViaB(staff, sendBody(s.id, 'admin', 'Om artikeln', s.items[0]!.id))
      expect(await annas.next()).toMatchObject({
        event: 'unread',
        data: { submissionRequestId: s.id, itemId: s.items[0]!.id, unreadCount: 2 },
      })
      expect((await staffs.next()).data).toMatchObject({ submissionRequestId: s.id, unreadCount: 0 })

      await sendViaB(anna, sendBody(s.id, 'user', 'Svar'))
      expect((await staffs.next()).data).toMatchObject({ submissionRequestId: s.id, unreadCount: 1 })
      expect((await annas.next()).data).toMatchObject({ unreadCount: 2 })

      await sendViaB(bo, sendBody(bosOwn.id, 'user', 'Bos'))
      expect((await bos.next()).data).toMatchObject({ submissionRequestId: bosOwn.id })
      expect(await expectQuiet(annas)).toBeNull()
    } finally {
      for (const stream of [annas, staffs, bos]) stream.close()
    }
  })
})

describe('limits and shutdown', () => {
  it('allows 10 open streams per account, and frees a slot when a client disconnects', async () => {
    const streams = await Promise.all(
      Array.from({ length: 10 }, () => openStream(`${baseA}${CHAT}/events`, bo.headers)),
    )
    try {
      expect(streams.map((s) => s.status)).toEqual(Array(10).fill(200))
      const eleventh = await openStream(`${baseA}${CHAT}/events`, bo.headers)
      expect(eleventh.status).toBe(429)
      streams.pop()!.close()
      let again = await openStream(`${baseA}${CHAT}/events`, bo.headers)
      for (let n = 0; again.status === 429 && n < 20; n++) {
        await new Promise((r) => setTimeout(r, 50))
        again = await openStream(`${baseA}${CHAT}/events`, bo.headers)
      }
      expect(again.status).toBe(200)
      streams.push(again)
    } finally {
      for (const s of streams) s.close()
    }
    // Every disconnected stream let go of the hub (no listeners or timers left behind).
    for (let n = 0; ctx.app.chatHub.listenerCount > 0 && n < 40; n++)
      await new Promise((r) => setTimeout(r, 50))
    expect(ctx.app.chatHub.listenerCount).toBe(0)
  })

  it('closing an app ends its open streams; a new instance resumes from Last-Event-ID', async () => {
    const s = await seedSubmission(ctx.db, anna.id, { status: 1 })
    const c = await createAppOn(ctx.dbUrl, ENV)
    const baseC = await listen(c.app)
    const stream = await openStream(`${baseC}${CHAT}/${s.id}/events`, anna.headers)
    await sendViaB(staff, sendBody(s.id, 'admin', 'Före'))
    const before = await stream.next()
    await expect(c.close()).resolves.toBeUndefined()
    await stream.ended

    await callAs(ctx.app, staff, 'POST', CHAT, sendBody(s.id, 'admin', 'Medan den var borta'))
    const d = await createAppOn(ctx.dbUrl, ENV)
    try {
      const baseD = await listen(d.app)
      const resumed = await openStream(`${baseD}${CHAT}/${s.id}/events`, {
        ...anna.headers,
        'last-event-id': String(before.id),
      })
      expect((await resumed.next()).data.message).toBe('Medan den var borta')
      resumed.close()
    } finally {
      await d.close()
    }
  })
})
