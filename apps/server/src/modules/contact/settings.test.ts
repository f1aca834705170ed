import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema/index.js'
import { createAppOn, createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'

const ENV = {
  SHOP_NAME: 'Klädbyte Test',
  SHOP_ADDRESS: 'Testgatan 5, 222 33 Lund',
  RETURN_ADDRESS: 'Klädbyte Retur, Box 12, 222 34 Lund',
  SHOP_PHONE: '046-11 22 33',
  SHOP_EMAIL: 'hej@kladbyte.test',
  OPENING_HOURS: 'Mån–fre 10:00–17:00; Lör 11:00–15:00',
}
let ctx: TestContext
let admin: Record<string, string>
let member: Record<string, string>
beforeAll(async () => {
  ctx = await createTestContext(ENV)
  admin = await sessionHeaders(ctx.db, (await createUser(ctx.db, { isAdmin: true })).id)
  member = await sessionHeaders(ctx.db, (await createUser(ctx.db)).id)
})
afterAll(() => ctx.close())

const saved = {
  shopName: 'Klädbyte Malmö',
  address: 'Södergatan 3, 211 34 Malmö',
  returnAddress: 'Klädbyte Inlämning, Box 7, 211 35 Malmö',
  phone: '040-12 34 56',
  email: 'malmo@kladbyte.test',
  openingHours: ['Mån–tors 09:00–17:00', 'Fre 09:00–15:00'],
}
/** The 400 answer's field list as `{ field: message }` (the first message per field). */
const byField = (fields: { field: string; message: string }[]) =>
  Object.fromEntries(fields.toReversed().map((f) => [f.field, f.message]))
const put = (payload: unknown, headers = admin) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: payload as object, headers })

describe('shop settings', () => {
  it('answers the environment values until staff save, then the saved ones, to staff and the public', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })
    expect(before.statusCode).toBe(200)
    expect(before.json()).toEqual({
      shopName: 'Klädbyte Test',
      address: 'Testgatan 5, 222 33 Lund',
      returnAddress: 'Klädbyte Retur, Box 12, 222 34 Lund',
      phone: '046-11 22 33',
      email: 'hej@kladbyte.test',
      openingHours: ['Mån–fre 10:00–17:00', 'Lör 11:00–15:00'],
      updatedAt: null,
    })

    const res = await put({
      ...saved,
      shopName: '  Klädbyte Malmö ',
      openingHours: [...saved.openingHours, '  '],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject(saved)
    expect(Date.parse(res.json().updatedAt)).toBeGreaterThan(Date.now() - 60_000)

    const pub = await ctx.app.inject({ method: 'GET', url: '/api/settings/public' })
    expect(pub.json()).toEqual(saved)

    // Another server process on the same database answers the same at once.
    const other = await createAppOn(ctx.dbUrl, ENV)
    try {
      const fromOther = await other.app.inject({ method: 'GET', url: '/api/settings/public' })
      expect(fromOther.json()).toEqual(saved)
    } finally {
      await other.close()
    }

    // A second save replaces the first (one row).
    const again = await put({ ...saved, phone: '040-99 88 77' })
    expect(again.json().phone).toBe('040-99 88 77')
    expect((await ctx.app.inject({ method: 'GET', url: '/api/settings/public' })).json().phone).toBe(
      '040-99 88 77',
    )
  })

  it('refuses missing, too long and malformed fields with Swedish messages, and keeps what was saved', async () => {
    const current = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })
    ).json()
    const res = await put({
      shopName: ' ',
      address: 'x'.repeat(201),
      returnAddress: 'Box 1',
      phone: 'ring oss',
      email: 'inte-en-adress',
      openingHours: ['', ' '],
    })
    const body = res.json()
    expect(res.statusCode, JSON.stringify(body)).toBe(400)
    expect(body.error).toBe('validation')
    expect(byField(body.fields)).toMatchObject({
      shopName: 'Fyll i butikens namn.',
      address: 'Adressen får vara högst 200 tecken.',
      phone: 'Telefonnumret får bara innehålla siffror, mellanslag, +, - och parenteser.',
      email: 'Fyll i en giltig e-postadress.',
      openingHours: 'Fyll i minst en rad med öppettider.',
    })
    expect(byField(body.fields).returnAddress).toBeUndefined()
    const missing = await put({})
    expect(missing.statusCode, missing.body).toBe(400)
    expect(missing.json().fields, missing.body).toBeDefined()
    expect(byField(missing.json().fields)).toMatchObject({
      shopName: 'Fyll i butikens namn.',
      openingHours: 'Fyll i öppettiderna.',
    })
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json()
    expect(after).toEqual(current)
  })

  it('signs every mail with the saved shop name once staff have saved one', async () => {
    const lostPassword = async () => {
      const user = await createUser(ctx.db)
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/lost-password',
        payload: { email: user.email },
      })
      expect(res.statusCode).toBe(200)
      const [mail] = await ctx.db.select().from(outbox).where(eq(outbox.to, user.email))
      return mail!
    }
    // The other tests of this file may have saved already: start from the environment's name.
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { ...saved, shopName: ENV.SHOP_NAME },
    })
    expect((await lostPassword()).subject).toBe('Återställ ditt lösenord hos Klädbyte Test')

    expect((await put({ ...saved, shopName: 'Klädbyte Lund' })).statusCode).toBe(200)
    const mail = await lostPassword()
    expect(mail.subject).toBe('Återställ ditt lösenord hos Klädbyte Lund')
    expect(mail.text.trimEnd().endsWith('Klädbyte Lund')).toBe(true)
  })

  it('is staff only: a visitor gets 401 and a member 403, before the body is looked at', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401)
    expect((await put({ shopName: '' }, {})).statusCode).toBe(401)
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/settings', headers: member })).statusCode,
    ).toBe(403)
    expect((await put({ shopName: '' }, member)).statusCode).toBe(403)
  })
})
