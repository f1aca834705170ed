import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, submissionEmails } from '../../db/schema/index.js'
import type { TestContext } from '../../test/context.js'
import { expectQuiet, listen, openStream } from '../chat/chat.stream.fixtures.js'
import {
  BASE,
  type Caller,
  callAs,
  createCaller,
  seedSubmission,
  startSubmissionsTest,
} from './submissions.fixtures.js'

// Staff's e-mail about a submission, and the live `updated` event their changes publish.
let ctx: TestContext
let anna: Caller
let bo: Caller
let staff: Caller
beforeAll(async () => {
  ;({ ctx, anna, bo, staff } = await startSubmissionsTest())
})
afterAll(() => ctx.close())

const call = (who: Caller | undefined, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) =>
  callAs(ctx.app, who, method, url, body)
const setStatus = (id: string, status: number | string) =>
  call(staff, 'PUT', `${BASE}/${id}/status/${status}`)
const review = (id: string, body: object) => call(staff, 'PUT', `${BASE}/${id}/review`, body)

describe('staff e-mail about a submission', () => {
  const url = (id: string) => `${BASE}/${id}/email`

  it('requires every field and a known submission', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { status: 1 })
    const missing = await call(staff, 'POST', url(sub.id), {
      to: 'a@b.se',
      subject: 's',
      body: ' ',
      isHtml: false,
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('Alla fält måste fyllas i.')
    const bad = await call(staff, 'POST', url(sub.id), { to: 'nej', subject: 's', body: 'x', isHtml: false })
    expect(bad.json().message).toBe('Ogiltig e-postadress.')
    const body = { to: 'a@b.se', subject: 's', body: 'x', isHtml: false }
    expect((await call(staff, 'POST', url('00000000-0000-4000-8000-000000000000'), body)).statusCode).toBe(
      404,
    )
    expect((await call(staff, 'POST', url('nej'), body)).statusCode).toBe(404)
    expect(await ctx.db.select().from(outbox).where(eq(outbox.to, 'a@b.se'))).toHaveLength(0)
  })

  it('queues a sanitised mail with a text part and records it on the submission, newest first', async () => {
    const member = await createCaller(ctx.db)
    const sub = await seedSubmission(ctx.db, member.id, { status: 1 })
    const to = member.email
    const html =
      '<p onclick="x()">Hej <b>Anna</b>!</p><script>alert(1)</script><a href="javascript:alert(2)">a</a>' +
      '<img src="https://spar.example/pixel.gif"><img src="//spar.example/p.gif" alt="">'
    const first = await call(staff, 'POST', url(sub.id), {
      to,
      subject: 'Inlämning mottagen',
      body: html,
      isHtml: true,
    })
    expect(first.statusCode).toBe(200)
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.to, to))
    expect(mail!.subject).toBe('Inlämning mottagen')
    for (const badText of ['<script', 'alert(', 'onclick', 'javascript:', '<img', 'spar.example'])
      expect(mail!.html).not.toContain(badText)
    expect(mail!.html).toContain('<b>Anna</b>')
    expect(mail!.text).toBe('Hej Anna!\na')

    const second = await call(staff, 'POST', url(sub.id), {
      to,
      subject: 'Inlämning slutförd',
      body: 'a <b>\nrad två',
      isHtml: false,
    })
    // The record keeps what was sent: the sanitised HTML (and the text part the page shows), or the text.
    expect(second.json().emails).toEqual([
      expect.objectContaining({
        to,
        subject: 'Inlämning slutförd',
        sentBy: 'Anna Andersson',
        body: 'a <b>\nrad två',
        isHtml: false,
        text: 'a <b>\nrad två',
      }),
      expect.objectContaining({
        to,
        subject: 'Inlämning mottagen',
        body: mail!.html,
        isHtml: true,
        text: mail!.text,
      }),
    ])
    const sent = await ctx.db.select().from(outbox).where(eq(outbox.to, to))
    expect(sent.find((m) => m.subject === 'Inlämning slutförd')!.html).toBe('<p>a &lt;b&gt;<br>rad två</p>')
    expect(
      await ctx.db.select().from(submissionEmails).where(eq(submissionEmails.submissionId, sub.id)),
    ).toHaveLength(2)
    // The member's own view does not list staff's mails.
    expect((await call(member, 'GET', `${BASE}/${sub.id}`)).json()).not.toHaveProperty('emails')
  })

  it("goes only to the member's own address: another is refused, nothing is sent or recorded", async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { status: 1 })
    const mail = (to: string) => ({ to, subject: 'Inlämning mottagen', body: 'Hej!', isHtml: false })
    // Another member's address, too: staff mail about a submission goes to its owner.
    for (const other of ['someone@elsewhere.example', bo.email]) {
      const refused = await call(staff, 'POST', url(sub.id), mail(other))
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe('Mejlet kan bara skickas till kundens egen e-postadress.')
      expect(await ctx.db.select().from(outbox).where(eq(outbox.to, other))).toHaveLength(0)
    }
    expect(
      await ctx.db.select().from(submissionEmails).where(eq(submissionEmails.submissionId, sub.id)),
    ).toHaveLength(0)
    const sent = await call(staff, 'POST', url(sub.id), mail(anna.email))
    expect(sent.statusCode).toBe(200)
    expect(sent.json().emails).toMatchObject([{ to: anna.email, subject: 'Inlämning mottagen' }])
  })
})

describe('live updates', () => {
  it("reaches both sides' submission streams as `updated`, and the member's unread stream as a nudge", async () => {
    const base = await listen(ctx.app)
    const sub = await seedSubmission(ctx.db, anna.id, { status: 1, items: [{}] })
    const member = await openStream(`${base}/api/chat/${sub.id}/events`, anna.headers)
    const staffSide = await openStream(`${base}/api/chat/${sub.id}/events`, staff.headers)
    const unread = await openStream(`${base}/api/chat/events`, anna.headers)
    try {
      await Promise.all([member, staffSide, unread].map((s) => s.comment((c) => c === 'connected')))
      const res = await review(sub.id, { items: [{ id: sub.items[0]!.id, approvalStatus: 'denied' }] })
      expect(res.statusCode).toBe(200)
      for (const stream of [member, staffSide]) {
        expect(await stream.next()).toMatchObject({ event: 'updated', data: { submissionRequestId: sub.id } })
      }
      expect(await unread.next()).toMatchObject({
        event: 'unread',
        data: { submissionRequestId: sub.id, itemId: null, unreadCount: 0 },
      })
      await setStatus(sub.id, 2)
      expect(await member.next()).toMatchObject({ event: 'updated', data: { submissionRequestId: sub.id } })
      // A change that changes nothing is not sent.
      await setStatus(sub.id, 2)
      expect(await expectQuiet(member)).toBeNull()
    } finally {
      for (const s of [member, staffSide, unread]) s.close()
    }
  })
})
