import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { chatEvents, chatMessages, outbox, submissionRequests } from '../../db/schema/index.js'
import type { TestContext } from '../../test/context.js'
import { type Caller, seedSubmission, startChatTest } from './chat.fixtures.js'
import { runChatNotifications } from './chat.notify.js'

let ctx: TestContext
let anna: Caller
let staff: Caller

beforeAll(async () => {
  ;({ ctx, anna, staff } = await startChatTest())
})
afterAll(() => ctx.close())
beforeEach(async () => {
  await ctx.db.delete(outbox)
})

const minutes = (n: number) => n * 60_000
const now = new Date()
const ago = (ms: number, from = now) => new Date(from.getTime() - ms)
const run = (at = now) => runChatNotifications(ctx.db, ctx.app.config, at)

/** A submission of anna's with one staff message written `age` before now. */
async function withStaffMessage(age: number, read = false) {
  const s = await seedSubmission(ctx.db, anna.id, { status: 1 })
  await ctx.db.insert(chatMessages).values({
    submissionId: s.id,
    authorId: staff.id,
    sender: 'admin',
    message: 'Hej',
    read,
    createdAt: ago(age),
  })
  return s
}
const mails = () => ctx.db.select().from(outbox)
/** Mails about one submission (other tests' submissions may become due at later times). */
const mailsAbout = async (id: string) => (await mails()).filter((m) => m.text.includes(id)).length

describe('the unread-message mail', () => {
  it('sends one mail for a staff message unread for 11 minutes, even with two runs at once', async () => {
    const s = await withStaffMessage(minutes(11))
    const counts = await Promise.all([run(), run()])
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1)
    const sent = await mails()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: anna.email, subject: 'Nytt meddelande om din inlämning' })
    expect(sent[0]!.text).toContain(`http://localhost:3000/my-account/submissions/${s.id}`)
    expect(sent[0]!.html).toContain(`href="http://localhost:3000/my-account/submissions/${s.id}"`)
    const [row] = await ctx.db.select().from(submissionRequests).where(eq(submissionRequests.id, s.id))
    expect(row!.chatNotifiedAt?.getTime()).toBe(now.getTime())
    expect(await run()).toBe(0)
  })

  it('sends nothing for a read message, a fresh one, or a member message', async () => {
    await withStaffMessage(minutes(11), true)
    await withStaffMessage(minutes(5))
    const s = await seedSubmission(ctx.db, anna.id, { status: 1 })
    await ctx.db.insert(chatMessages).values({
      submissionId: s.id,
      authorId: anna.id,
      sender: 'user',
      message: 'Hej',
      createdAt: ago(minutes(30)),
    })
    expect(await run()).toBe(0)
    expect(await mails()).toHaveLength(0)
  })

  it('sends at most one mail an hour per submission, and again for a newer message after that', async () => {
    const s = await withStaffMessage(minutes(11))
    await run()
    expect(await mailsAbout(s.id)).toBe(1)
    await ctx.db.insert(chatMessages).values({
      submissionId: s.id,
      authorId: staff.id,
      sender: 'admin',
      message: 'Igen',
      createdAt: new Date(now.getTime() + minutes(5)),
    })
    await run(new Date(now.getTime() + minutes(20)))
    expect(await mailsAbout(s.id)).toBe(1)
    await run(new Date(now.getTime() + minutes(61)))
    expect(await mailsAbout(s.id)).toBe(2)
    // Nothing newer than the last mail: no third one.
    await run(new Date(now.getTime() + minutes(200)))
    expect(await mailsAbout(s.id)).toBe(2)
  })

  it('prunes live events older than a day', async () => {
    const s = await seedSubmission(ctx.db, anna.id, { status: 1 })
    const row = { submissionId: s.id, ownerId: anna.id, type: 'message' as const, payload: {} }
    await ctx.db.insert(chatEvents).values([
      { ...row, createdAt: ago(minutes(25 * 60)) },
      { ...row, createdAt: ago(minutes(60)) },
    ])
    await run()
    const left = await ctx.db.select().from(chatEvents).where(eq(chatEvents.submissionId, s.id))
    expect(left).toHaveLength(1)
  })
})
