import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages, outbox } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'

const STAFF = 'personal@kladbyte.test'
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext({
    STAFF_EMAIL: STAFF,
    SHOP_NAME: 'Klädbyte Test',
    SHOP_ADDRESS: 'Testgatan 5, 222 33 Lund',
    SHOP_PHONE: '046-11 22 33',
    SHOP_EMAIL: 'hej@kladbyte.test',
  })
})
afterAll(() => ctx.close())

// Each test sends from its own address so the per-address limit never leaks between tests.
const newAddress = () => `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`
const send = (payload: unknown, remoteAddress = newAddress(), headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact/form',
    payload: payload as object,
    remoteAddress,
    headers,
  })

const good = {
  name: 'Stina Svensson',
  email: 'stina@example.com',
  message: 'Hej! När kommer nya barnkläder?',
}
const countRows = async () => ({
  messages: (await ctx.db.select().from(contactMessages)).length,
  mails: (await ctx.db.select().from(outbox)).length,
})

describe('POST /api/contact/form', () => {
  it('stores the message and queues an escaped mail to the staff inbox', async () => {
    const evil = {
      name: '  <b>Eva</b> & co\nBcc: x@evil.test ',
      email: ' eva@example.com ',
      message: '<script>alert("hej")</script>\nRad två',
    }
    const res = await send(evil)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      success: true,
      message: 'Tack för ditt meddelande! Vi återkommer så snart vi kan.',
    })

    const [stored] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'eva@example.com'))
    expect(stored).toMatchObject({
      name: '<b>Eva</b> & co\nBcc: x@evil.test',
      message: '<script>alert("hej")</script>\nRad två',
    })
    const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.to, STAFF))
    expect(mail).toBeDefined()
    expect(mail!.subject).not.toMatch(/\n/)
    expect(mail!.subject).toContain('<b>Eva</b> & co Bcc: x@evil.test')
    expect(mail!.html).not.toContain('<script>')
    expect(mail!.html).not.toContain('<b>Eva</b>')
    expect(mail!.html).toContain('&lt;script&gt;alert(&quot;hej&quot;)&lt;/script&gt;<br>Rad två')
    expect(mail!.html).toContain('&lt;b&gt;Eva&lt;/b&gt; &amp; co')
    expect(mail!.html).toContain('href="mailto:eva%40example.com"')
    expect(mail!.text).toContain('Svara till: eva@example.com')
    expect(mail!.text).toContain('<script>alert("hej")</script>')
  })

  it.each([
    ['name missing', { ...good, name: undefined }, 'Fyll i ditt namn.'],
    ['name blank', { ...good, name: '   ' }, 'Fyll i ditt namn.'],
    ['name too long', { ...good, name: 'a'.repeat(101) }, 'Namnet är för långt.'],
    ['email missing', { ...good, email: undefined }, 'Fyll i din e-postadress.'],
    ['email blank', { ...good, email: '' }, 'Fyll i din e-postadress.'],
    ['email invalid', { ...good, email: 'stina.example.com' }, 'Fyll i en giltig e-postadress.'],
    ['email too long', { ...good, email: `${'a'.repeat(250)}@x.se` }, 'E-postadressen är för lång.'],
    ['message missing', { ...good, message: undefined }, 'Skriv ett meddelande.'],
    ['message blank', { ...good, message: '\n \t' }, 'Skriv ett meddelande.'],
    ['message not text', { ...good, message: 42 }, 'Skriv ett meddelande.'],
    [
      'message too long',
      { ...good, message: 'x'.repeat(5001) },
      'Meddelandet är för långt (högst 5000 tecken).',
    ],
  ])('rejects %s with 400 and stores nothing', async (_case, payload, text) => {
    const before = await countRows()
    const res = await send(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation', message: text })
    expect(await countRows()).toEqual(before)
  })

  it('rejects a body that is not JSON with 400', async () => {
    const before = await countRows()
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact/form',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/[åäö]|Ogiltig/)
    expect(await countRows()).toEqual(before)
  })

  it('throttles one address after 10 messages in 10 minutes, others still get through', async () => {
    const address = newAddress()
    for (let i = 0; i < 10; i++) expect((await send(good, address)).statusCode).toBe(201)
    const before = await countRows()
    const blocked = await send(good, address)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toMatchObject({
      error: 'too_many_requests',
      message: expect.stringMatching(/Vänta/),
    })
    expect(await countRows()).toEqual(before)
    expect((await send(good)).statusCode).toBe(201)
  })

  it('accepts a signed-in browser that sends its CSRF token, and refuses one that does not', async () => {
    const user = await createUser(ctx.db)
    const headers = await sessionHeaders(ctx.db, user.id)
    expect((await send(good, newAddress(), headers)).statusCode).toBe(201)
    const { 'x-csrf-token': _omitted, ...cookieOnly } = headers
    expect((await send(good, newAddress(), cookieOnly)).statusCode).toBe(403)
  })

  it('is documented in OpenAPI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(doc.paths['/api/contact/form'].post).toBeDefined()
    expect(doc.paths['/api/settings/public'].get).toBeDefined()
  })
})

describe('GET /api/settings/public', () => {
  it('answers the shop details from the environment until staff save, revalidated on every visit', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Settings/Public' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      shopName: 'Klädbyte Test',
      address: 'Testgatan 5, 222 33 Lund',
      phone: '046-11 22 33',
      email: 'hej@kladbyte.test',
      returnAddress: 'Klädbyte Test, Testgatan 5, 222 33 Lund',
      openingHours: ['Mån–fre 09:00–18:00', 'Lör–sön 10:00–16:00'],
    })
    // Staff edit them (settings.test.ts): a browser must not keep last visit's answer.
    expect(res.headers['cache-control']).toBe('no-cache')
  })
})
