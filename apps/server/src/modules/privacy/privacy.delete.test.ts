import { existsSync } from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { renditionPath } from '../../core/media/media.images.js'
import {
  cartItems,
  chatMessages,
  loginDevices,
  memberships,
  orders,
  outbox,
  pointsLedger,
  sessions,
  submissionItemImages,
  users,
  wishlistItems,
} from '../../db/schema/index.js'
import type { TestContext } from '../../test/context.js'
import { TEST_PASSWORD } from '../../test/factories.js'
import {
  type Caller,
  callAs,
  createCaller,
  startSubmissionsTest,
} from '../submissions/submissions.fixtures.js'
import { DELETE, EXPORT, seedMemberData } from './privacy.fixtures.js'

let ctx: TestContext
let staff: Caller

beforeAll(async () => {
  ;({ ctx, staff } = await startSubmissionsTest())
})
let cases = 0
afterEach(() => {
  cases++
})
afterAll(async () => {
  // biome-ignore lint/suspicious/noConsole: the hardening run prints its case counts (issue 19)
  console.log(`[hardening] gdpr account deletion: ${cases} integration cases`)
  await ctx.close()
})

const WRONG = 'Fel lösenord. Kontot har inte raderats.'
const userRow = async (id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!
const count: typeof ctx.db.$count = (table, where) => ctx.db.$count(table, where)
const photoFiles = async (userId: string) => {
  const { rows } = await ctx.db.execute<{ key: string; widths: number[] }>(sql`
    select p.storage_key as key, p.widths from submission_item_images p
    join submission_items i on i.id = p.item_id join submission_requests s on s.id = i.submission_id
    where s.user_id = ${userId}`)
  return rows.flatMap((r) =>
    r.widths.map((w) =>
      path.join(ctx.app.media.privateRoot, renditionPath(r.key.replace(/^private\//, ''), w)),
    ),
  )
}
const mailsTo = async (to: string) => ctx.db.select().from(outbox).where(eq(outbox.to, to))
const login = (email: string, password = TEST_PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Authentication/authenticate',
    payload: { username: email, password },
  })

/** A member with data of every kind and a second session (another browser). */
async function memberWithData(tag: string) {
  const who = await createCaller(ctx.db)
  const seeded = await seedMemberData(ctx, who, staff, tag)
  const other = await login(who.email)
  expect(other.statusCode).toBe(200)
  return { who, ...seeded, files: await photoFiles(who.id), otherToken: other.json().token as string }
}

describe('POST /api/Users/me/delete', () => {
  it('answers 401 to a visitor, whatever the body', async () => {
    for (const payload of [{ password: TEST_PASSWORD }, { nonsense: true }]) {
      const res = await callAs(ctx.app, undefined, 'POST', DELETE, payload)
      expect(res.statusCode).toBe(401)
    }
  })

  it('changes nothing with a wrong password (400 in Swedish)', async () => {
    const m = await memberWithData('FEL')
    const before = await userRow(m.who.id)
    const res = await callAs(ctx.app, m.who, 'POST', DELETE, { password: 'inte-rätt' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(WRONG)
    expect(await userRow(m.who.id)).toEqual(before)
    expect(m.files.length).toBeGreaterThan(0)
    expect(m.files.every((f) => existsSync(f))).toBe(true)
    expect((await callAs(ctx.app, m.who, 'GET', EXPORT)).statusCode).toBe(200)
    expect(await mailsTo(m.who.email)).toHaveLength(1)
  })

  it('anonymises the member, keeps orders and ledger, removes photos, chat, lists and sessions, mails once', async () => {
    const m = await memberWithData('RADERA')
    const staffMail = await callAs(ctx.app, staff, 'POST', `/api/orders/${m.orderId}/email`, {
      to: m.who.email,
      subject: 'Din order',
      body: 'Hej RADERA, din order är skickad.',
      isHtml: false,
    })
    expect(staffMail.statusCode, staffMail.body).toBe(200)
    // A browser the member signed in on (ADR 048).
    await ctx.db
      .insert(loginDevices)
      .values({ tokenHash: 'enhet', userId: m.who.id, expiresAt: new Date(Date.now() + 60_000) })
    const res = await callAs(ctx.app, m.who, 'POST', DELETE, { password: TEST_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, message: 'Ditt konto är raderat.' })
    expect(String(res.headers['set-cookie'])).toMatch(/^Authorization=;/)

    const row = await userRow(m.who.id)
    expect(row).toMatchObject({
      email: `raderad-${m.who.id}@raderad.invalid`,
      firstName: 'Raderad',
      lastName: 'användare',
      phone: '',
      address: '',
      city: '',
      postalCode: '',
      region: '',
      personnummer: '',
      emailVerified: false,
    })
    expect(row.deletedAt).toBeInstanceOf(Date)
    // Kept for the books, on the same (anonymised) account.
    expect(await count(orders, eq(orders.userId, m.who.id))).toBe(1)
    expect(await count(pointsLedger, eq(pointsLedger.userId, m.who.id))).toBe(2)
    // Gone: photos (rows and files), the member's chat, cart, wishlist, every session.
    expect(await count(submissionItemImages, eq(submissionItemImages.id, m.imageId))).toBe(0)
    expect(m.files.some((f) => existsSync(f))).toBe(false)
    expect(await count(chatMessages, eq(chatMessages.authorId, m.who.id))).toBe(0)
    expect(await count(cartItems, eq(cartItems.userId, m.who.id))).toBe(0)
    expect(await count(wishlistItems, eq(wishlistItems.userId, m.who.id))).toBe(0)
    expect(await count(sessions, eq(sessions.userId, m.who.id))).toBe(0)
    expect(await count(loginDevices, eq(loginDevices.userId, m.who.id))).toBe(0)
    // The member's words on the submission are gone too.
    const { rows } = await ctx.db.execute(
      sql`select title, customer_notes from submission_requests where id = ${m.submissionId}`,
    )
    expect(rows[0]).toEqual({ title: '', customer_notes: '' })
    // Staff's record of the mail stays (who sent what subject when) without the address or the body.
    const records = await ctx.db.execute(
      sql`select "to", subject, body from order_emails where order_id = ${m.orderId}`,
    )
    expect(records.rows).toEqual([{ to: row.email, subject: 'Din order', body: '' }])
    // Exactly one mail to the old address: the confirmation (the earlier order mail is gone).
    const mails = await mailsTo(m.who.email)
    expect(mails.map((x) => x.subject)).toEqual(['Ditt konto hos Klädbyte är raderat'])

    // Both sessions are over, and neither the old e-mail nor the placeholder signs in.
    expect((await callAs(ctx.app, m.who, 'GET', EXPORT)).statusCode).toBe(401)
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/Users/UserContext',
      headers: { authorization: `Bearer ${m.otherToken}` },
    })
    expect(other.statusCode).toBe(401)
    expect((await login(m.who.email)).statusCode).toBe(401)
    expect((await login(row.email, '!')).statusCode).toBe(401)
  })

  it('shows staff the account as deleted, with its orders still listed', async () => {
    const m = await memberWithData('STAFF')
    const before = (await callAs(ctx.app, staff, 'GET', '/api/users/paged')).json().stats.total
    await callAs(ctx.app, m.who, 'POST', DELETE, { password: TEST_PASSWORD })
    const detail = await callAs(ctx.app, staff, 'GET', `/api/users/${m.who.id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json()).toMatchObject({ deleted: true, firstName: 'Raderad', personnummer: '' })
    expect(detail.json().orders).toHaveLength(1)
    const list = await callAs(ctx.app, staff, 'GET', '/api/users/paged?search=raderad&pageSize=250')
    // Still listed, no longer counted among the customers.
    expect(list.json().stats.total).toBe(before - 1)
    const item = list.json().items.find((i: { id: string }) => i.id === m.who.id)
    expect(item).toMatchObject({ deleted: true, lastName: 'användare' })
    // The member's own chat line is gone from staff's view; staff's own reply stays.
    const chat = await ctx.db.select().from(chatMessages).where(eq(chatMessages.submissionId, m.submissionId))
    expect(chat.map((c) => c.message)).toEqual(['Svar till STAFF'])
  })

  it('deletes once when the same member calls many times at once', async () => {
    const m = await memberWithData('PARALLELL')
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => callAs(ctx.app, m.who, 'POST', DELETE, { password: TEST_PASSWORD })),
    )
    const statuses = answers.map((a) => a.statusCode).sort()
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s !== 200).every((s) => s === 401)).toBe(true)
    expect(await mailsTo(m.who.email)).toHaveLength(1)
    expect(await count(orders, eq(orders.userId, m.who.id))).toBe(1)
  })

  it('refuses staff accounts (403): they come from ADMIN_EMAILS', async () => {
    const res = await callAs(ctx.app, staff, 'POST', DELETE, { password: TEST_PASSWORD })
    expect(res.statusCode).toBe(403)
    expect((await userRow(staff.id)).deletedAt).toBeNull()
  })

  it('refuses while a paid membership runs (409), and changes nothing', async () => {
    const who = await createCaller(ctx.db)
    await ctx.db
      .insert(memberships)
      .values({ userId: who.id, provider: 'stripe', status: 'active', subscriptionId: 'sub_1' })
    const res = await callAs(ctx.app, who, 'POST', DELETE, { password: TEST_PASSWORD })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Avsluta ditt medlemskap först, sedan kan du radera kontot.')
    expect((await userRow(who.id)).deletedAt).toBeNull()
    expect(await count(sessions, eq(sessions.userId, who.id))).toBe(1)
  })

  it("leaves another member's data alone", async () => {
    const a = await memberWithData('ETT')
    const b = await memberWithData('TVA')
    await callAs(ctx.app, a.who, 'POST', DELETE, { password: TEST_PASSWORD })
    expect(b.files.every((f) => existsSync(f))).toBe(true)
    const data = (await callAs(ctx.app, b.who, 'GET', EXPORT)).json()
    expect(data.profile.email).toBe(b.who.email)
    expect(data.chatMessages).toHaveLength(2)
    expect(data.submissions[0].items[0].photos).toHaveLength(1)
  })
})
