import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberships, pointsLedger } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { parseCsv } from '../../test/csv.js'
import { createUser, sessionHeaders } from '../../test/factories.js'

let ctx: TestContext
let admin: Record<string, string>
const URL = '/api/users/export.csv'

beforeAll(async () => {
  ctx = await createTestContext()
  admin = await sessionHeaders(ctx.db, (await createUser(ctx.db, { isAdmin: true, lastName: 'Admin' })).id)
  const anna = await createUser(ctx.db, {
    firstName: 'Anna',
    lastName: 'Andersson',
    email: 'anna@example.com',
    phone: '+46701234567',
    address: 'Storgatan 1; 2 tr',
    postalCode: '111 22',
    city: 'Stockholm',
    createdAt: new Date('2026-11-24T13:05:00Z'),
  })
  const bo = await createUser(ctx.db, {
    firstName: 'Bo',
    lastName: 'Berg',
    email: 'bo@example.com',
    phone: '',
    address: '',
    postalCode: '',
    city: '',
    createdAt: new Date('2026-07-01T22:30:00Z'),
  })
  await ctx.db.insert(memberships).values([
    { userId: anna.id, provider: 'test', status: 'active' },
    { userId: bo.id, provider: 'test', status: 'canceled' },
  ])
  await ctx.db.insert(pointsLedger).values([
    { userId: anna.id, delta: 100, reason: 'welcome', sourceRef: 'w-anna' },
    { userId: anna.id, delta: -40, reason: 'order', sourceRef: 'o-anna' },
  ])
})
afterAll(() => ctx.close())

const exportAs = (headers: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `${URL}${query}`, headers })

describe('GET /api/users/export.csv', () => {
  it('answers the customers by name with membership, balance and Stockholm dates, and no personnummer', async () => {
    const res = await exportAs(admin)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/filename="kunder-\d{4}-\d{2}-\d{2}\.csv"/)
    expect(res.payload.startsWith('\uFEFF')).toBe(true)
    expect(res.payload).not.toContain('198112189876')
    expect(parseCsv(res.payload.slice(1))).toEqual([
      [
        'Förnamn',
        'Efternamn',
        'E-post',
        'Telefon',
        'Adress',
        'Postnummer',
        'Ort',
        'Medlemskap',
        'Poäng',
        'Skapad',
      ],
      [
        'Anna',
        'Andersson',
        'anna@example.com',
        "'+46701234567",
        'Storgatan 1; 2 tr',
        '111 22',
        'Stockholm',
        'Aktiv',
        '60',
        '2026-11-24 14:05',
      ],
      ['Bo', 'Berg', 'bo@example.com', '', '', '', '', 'Inaktiv', '0', '2026-07-02 00:30'],
    ])
  })

  it('searches name or e-mail, trimmed, in any case and without accents', async () => {
    const names = async (query: string) =>
      parseCsv((await exportAs(admin, query)).payload.slice(1))
        .slice(1)
        .map((r) => r[0])
    expect(await names('?search=%20anna%20and')).toEqual(['Anna'])
    expect(await names('?search=BO%40')).toEqual(['Bo'])
    expect(await names('?search=Bérg')).toEqual(['Bo'])
    expect(await names('?search=%C3%85NNA')).toEqual(['Anna'])
    expect(await names('?search=')).toEqual(['Anna', 'Bo'])
    expect(await names('?search=Admin')).toEqual([])
  })

  it('is for staff: 401 for a visitor and 403 for a member', async () => {
    expect((await exportAs({})).statusCode).toBe(401)
    const member = await sessionHeaders(ctx.db, (await createUser(ctx.db)).id)
    expect((await exportAs(member)).statusCode).toBe(403)
  })
})
