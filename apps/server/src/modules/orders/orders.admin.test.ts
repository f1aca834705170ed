import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getBalance } from '../../core/points/points.balance.js'
import { orderEmails, orders, outbox, pointsLedger, products } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { createMember, createProduct, type Member } from './orders.fixtures.js'

let ctx: TestContext
let admin: Record<string, string>
let adminId: string
beforeAll(async () => {
  ctx = await createTestContext()
  adminId = (await createUser(ctx.db, { isAdmin: true, firstName: 'Stina', lastName: 'Staff' })).id
  admin = await sessionHeaders(ctx.db, adminId)
})
afterAll(() => ctx.close())

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, payload })

async function placeOrder(who: Member, prices: number[]) {
  const garments = await Promise.all(prices.map((price) => createProduct(ctx.db, { price })))
  const res = await call('POST', '/api/orders', who.headers, {
    items: garments.map((g) => ({ productId: g.id })),
  })
  expect(res.statusCode).toBe(201)
  return { ...(res.json() as { id: string; orderNumber: number; totalPoints: number }), garments }
}
const stateOf = async (id: string) =>
  (await ctx.db.select({ s: products.state }).from(products).where(eq(products.id, id)))[0]!.s
const ledgerSum = async (userId: string) =>
  (await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId))).reduce(
    (s, r) => s + r.delta,
    0,
  )

describe('staff order calls: access', () => {
  it('answers 401 to a visitor and 403 to a member on every staff call, before validation', async () => {
    const m = await createMember(ctx.db, { points: 100 })
    const o = await placeOrder(m, [10])
    const calls: [Parameters<typeof call>[0], string][] = [
      ['GET', '/api/orders/paged?pageSize=abc'],
      ['PUT', `/api/orders/${o.id}/status/9`],
      ['DELETE', `/api/orders/${o.id}`],
      ['POST', `/api/orders/${o.id}/email`],
    ]
    for (const [method, url] of calls) {
      expect((await call(method, url)).statusCode, url).toBe(401)
      expect((await call(method, url, m.headers, {})).statusCode, url).toBe(403)
    }
    expect((await call('GET', `/api/orders/${o.id}`)).statusCode).toBe(401)
  })

  it("lets a member read only their own order, and staff read anyone's with customer and mails", async () => {
    const [anna, bo] = [await createMember(ctx.db, { points: 100 }), await createMember(ctx.db)]
    const o = await placeOrder(anna, [30])
    expect((await call('GET', `/api/orders/${o.id}`, bo.headers)).statusCode).toBe(404)
    const own = await call('GET', `/api/orders/${o.id}`, anna.headers)
    expect(own.json()).not.toHaveProperty('customer')
    const staff = await call('GET', `/api/orders/${o.id}`, admin)
    expect(staff.statusCode).toBe(200)
    expect(staff.json()).toMatchObject({
      id: o.id,
      totalPoints: 30,
      customer: { id: anna.id, email: anna.user.email },
      emails: [],
      items: [{ productId: o.garments[0]!.id, known: true, imageUrl: null, price: 30 }],
    })
    expect((await call('GET', '/api/orders/not-a-uuid', admin)).statusCode).toBe(404)
  })
})

describe('staff order list', () => {
  it('filters by status, order number and time, newest first, and never lists deleted orders', async () => {
    const m = await createMember(ctx.db, { points: 1000 })
    const a = await placeOrder(m, [10])
    const b = await placeOrder(m, [20, 30])
    const c = await placeOrder(m, [40])
    await call('PUT', `/api/orders/${b.id}/status/2`, admin)
    await call('DELETE', `/api/orders/${c.id}`, admin)

    const all = (await call('GET', '/api/orders/paged?pageSize=100', admin)).json()
    const ids = all.items.map((i: { id: string }) => i.id)
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id))
    expect(ids).not.toContain(c.id)

    const shipped = (await call('GET', '/api/orders/paged?status=2', admin)).json()
    expect(shipped).toMatchObject({ total: 1, totalPages: 1 })
    expect(shipped.items[0]).toMatchObject({ id: b.id, itemCount: 2, totalPoints: 50, orderStatus: 2 })

    const byNumber = (await call('GET', `/api/orders/paged?search=${a.orderNumber}`, admin)).json()
    expect(byNumber.items.map((i: { id: string }) => i.id)).toEqual([a.id])
    expect((await call('GET', '/api/orders/paged?search=abc', admin)).json()).toMatchObject({ total: 0 })

    const future = new Date(Date.now() + 3_600_000).toISOString()
    expect((await call('GET', `/api/orders/paged?from=${future}`, admin)).json().total).toBe(0)
    expect(
      (await call('GET', `/api/orders/paged?to=${future}&pageSize=10`, admin)).json().items,
    ).toHaveLength(Math.min(10, all.total))
    expect((await call('GET', '/api/orders/paged?from=igår', admin)).statusCode).toBe(400)
    expect((await call('GET', `/api/orders/${c.id}`, admin)).statusCode).toBe(404)
    expect((await call('GET', '/api/orders', m.headers)).json()).toHaveLength(2)
  })
})

describe('staff status changes and delete', () => {
  it('refunds into Avbruten, charges again out of it, and same status changes nothing', async () => {
    const m = await createMember(ctx.db, { points: 100 })
    const o = await placeOrder(m, [60])
    expect((await call('PUT', `/api/orders/${o.id}/status/4`, admin)).json().orderStatus).toBe(4)
    expect(await getBalance(ctx.db, m.id)).toBe(100)
    expect(await stateOf(o.garments[0]!.id)).toBe('available')
    const again = await call('PUT', `/api/orders/${o.id}/status/4`, admin)
    expect(again.statusCode).toBe(200)
    expect(await getBalance(ctx.db, m.id)).toBe(100)
    expect((await call('PUT', `/api/orders/${o.id}/status/3`, admin)).json().orderStatus).toBe(3)
    expect(await getBalance(ctx.db, m.id)).toBe(40)
    expect(await stateOf(o.garments[0]!.id)).toBe('sold')
    // Each movement names the order, as the member's points history shows it.
    const [number] = await ctx.db.select({ n: orders.orderNumber }).from(orders).where(eq(orders.id, o.id))
    const notes = await ctx.db
      .select({ reason: pointsLedger.reason, delta: pointsLedger.delta, note: pointsLedger.note })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, m.id))
    expect(notes).toEqual(
      expect.arrayContaining([
        { reason: 'refund', delta: 60, note: `order ${number!.n} avbruten` },
        { reason: 'order', delta: -60, note: `order ${number!.n} återaktiverad` },
      ]),
    )
    expect((await call('PUT', `/api/orders/${o.id}/status/5`, admin)).statusCode).toBe(400)
  })

  it('answers 409 in Swedish when reactivating is impossible', async () => {
    const [anna, bo] = [
      await createMember(ctx.db, { points: 100 }),
      await createMember(ctx.db, { points: 100 }),
    ]
    const o = await placeOrder(anna, [50])
    await call('PUT', `/api/orders/${o.id}/status/4`, admin)
    await call('POST', '/api/orders', bo.headers, { items: [{ productId: o.garments[0]!.id }] })
    const res = await call('PUT', `/api/orders/${o.id}/status/1`, admin)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      `Ordern kan inte återaktiveras: ${o.garments[0]!.name} finns inte längre kvar i butiken.`,
    )
    expect(await getBalance(ctx.db, anna.id)).toBe(100)
  })

  it('deletes a live order by cancelling it first, keeping the row and its ledger', async () => {
    const m = await createMember(ctx.db, { points: 100 })
    const o = await placeOrder(m, [70])
    expect((await call('DELETE', `/api/orders/${o.id}`, admin)).statusCode).toBe(204)
    expect(await getBalance(ctx.db, m.id)).toBe(100)
    expect(await stateOf(o.garments[0]!.id)).toBe('available')
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, o.id))
    expect(row).toMatchObject({ status: 4 })
    expect(row!.deletedAt).not.toBeNull()
    expect((await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, m.id))).length).toBe(3)
    expect((await call('DELETE', `/api/orders/${o.id}`, admin)).statusCode).toBe(404)
    expect((await call('GET', `/api/orders/${o.id}`, m.headers)).statusCode).toBe(404)
  })

  it('ends consistent after 10 parallel cancel/reactivate flips and parallel deletes', async () => {
    const m = await createMember(ctx.db, { points: 100 })
    const o = await placeOrder(m, [40, 20])
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('PUT', `/api/orders/${o.id}/status/${i % 2 === 0 ? 4 : 1}`, admin),
      ),
    )
    expect(results.every((r) => r.statusCode === 200)).toBe(true)
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, o.id))
    const expected = row!.status === 4 ? 100 : 40
    expect(await getBalance(ctx.db, m.id)).toBe(expected)
    expect(await ledgerSum(m.id)).toBe(expected)
    const state = row!.status === 4 ? 'available' : 'reserved'
    for (const g of o.garments) expect(await stateOf(g.id)).toBe(state)

    const deletes = await Promise.all(
      Array.from({ length: 5 }, () => call('DELETE', `/api/orders/${o.id}`, admin)),
    )
    expect(deletes.map((r) => r.statusCode).sort()).toEqual([204, 404, 404, 404, 404])
    expect(await getBalance(ctx.db, m.id)).toBe(100)
  })
})

describe('staff e-mail about an order', () => {
  const url = (id: string) => `/api/orders/${id}/email`

  it('requires every field and a valid address', async () => {
    const m = await createMember(ctx.db, { points: 100 })
    const o = await placeOrder(m, [10])
    const missing = await call('POST', url(o.id), admin, {
      to: 'a@b.se',
      subject: '',
      body: 'x',
      isHtml: false,
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('Alla fält måste fyllas i.')
    const bad = await call('POST', url(o.id), admin, {
      to: 'inte-en-adress',
      subject: 's',
      body: 'x',
      isHtml: false,
    })
    expect(bad.statusCode).toBe(400)
  })

  it('sanitises HTML, adds a text part, queues it in the outbox and records it on the order', async () => {
    const m = await createMember(ctx.db, { points: 100 })
    const o = await placeOrder(m, [10])
    const to = m.user.email
    const body =
      '<p onclick="steal()">Hej <b>Anna</b>!</p><script>alert(1)</script><img src="x" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">klicka</a><a href="https://kladbyte.se">butik</a><form action="https://evil"><input></form>' +
      // Remote images and CSS backgrounds (tracking pixels) go; an image inside the mail stays.
      '<img src="https://spar.example/pixel.gif?kund=1" width="1" height="1"><img src="//spar.example/p.gif">' +
      '<img src="HTTP://spar.example/q.gif"><img src="cid:logga"><img src="data:image/svg+xml;base64,PHN2Zz4=">' +
      '<table background="https://spar.example/bg.gif"><tr><td style="background:url(https://spar.example/td.gif)">cell</td></tr></table>' +
      '<div style="background-image:url(//spar.example/div.gif)">ruta</div><img src="data:image/png;base64,iVBORw0KGgo=" alt="logga">'
    const res = await call('POST', url(o.id), admin, { to, subject: 'Order skickad', body, isHtml: true })
    expect(res.statusCode).toBe(200)
    expect(res.json().emails).toMatchObject([{ to, subject: 'Order skickad', sentBy: 'Stina Staff' }])

    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.to, to))
    expect(mail!.subject).toBe('Order skickad')
    for (const bad of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<form', '<input']) {
      expect(mail!.html).not.toContain(bad)
    }
    for (const remote of ['spar.example', 'cid:', 'svg', 'style=', 'background']) {
      expect(mail!.html).not.toContain(remote)
    }
    expect(mail!.html.match(/<img/g)).toHaveLength(1)
    expect(mail!.html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="logga" />')
    expect(mail!.html).toContain('<td>cell</td>')
    expect(mail!.html).toContain('<b>Anna</b>')
    expect(mail!.html).toContain('href="https://kladbyte.se"')
    expect(mail!.text).toContain('Hej Anna!')
    expect(mail!.text).not.toContain('<')
    expect(await ctx.db.select().from(orderEmails).where(eq(orderEmails.orderId, o.id))).toHaveLength(1)
    // The record keeps what was sent: the sanitised HTML, and the text part the detail page shows.
    const again = (await call('GET', `/api/orders/${o.id}`, admin)).json()
    expect(again.emails).toEqual([
      expect.objectContaining({ subject: 'Order skickad', body: mail!.html, isHtml: true, text: mail!.text }),
    ])
  })

  it("goes only to the customer's own address: another is refused, nothing is sent or recorded", async () => {
    const m = await createMember(ctx.db, { points: 100 })
    const o = await placeOrder(m, [10])
    const other = `annan-${o.orderNumber}@elsewhere.example`
    const mail = (to: string) => ({ to, subject: 'Order skickad', body: 'Hej!', isHtml: false })
    const refused = await call('POST', url(o.id), admin, mail(other))
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      error: 'bad_request',
      message: 'Mejlet kan bara skickas till kundens egen e-postadress.',
    })
    expect(await ctx.db.select().from(outbox).where(eq(outbox.to, other))).toHaveLength(0)
    expect(await ctx.db.select().from(orderEmails).where(eq(orderEmails.orderId, o.id))).toHaveLength(0)

    // The customer's address as staff may type it (case, spaces) is the customer's: sent there.
    const sent = await call('POST', url(o.id), admin, mail(`  ${m.user.email.toUpperCase()} `))
    expect(sent.statusCode).toBe(200)
    expect(sent.json().emails).toMatchObject([{ to: m.user.email }])
    expect(await ctx.db.select().from(outbox).where(eq(outbox.to, m.user.email))).toHaveLength(1)
  })

  it('escapes a plain-text message into the HTML part', async () => {
    const m = await createMember(ctx.db, { points: 100 })
    const o = await placeOrder(m, [10])
    const to = m.user.email
    await call('POST', url(o.id), admin, { to, subject: 'Hej', body: 'a <b> & c\nrad två', isHtml: false })
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.to, to))
    expect(mail).toMatchObject({ text: 'a <b> & c\nrad två', html: '<p>a &lt;b&gt; &amp; c<br>rad två</p>' })
    const [record] = (await call('GET', `/api/orders/${o.id}`, admin)).json().emails
    expect(record).toMatchObject({ body: 'a <b> & c\nrad två', isHtml: false, text: 'a <b> & c\nrad två' })
  })
})
