import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orders } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { parseCsv } from '../../test/csv.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { createProduct } from './orders.fixtures.js'

let ctx: TestContext
let admin: Record<string, string>
const URL = '/api/orders/export.csv'

beforeAll(async () => {
  ctx = await createTestContext()
  admin = await sessionHeaders(ctx.db, (await createUser(ctx.db, { isAdmin: true })).id)
  const anna = await createUser(ctx.db, {
    firstName: 'Anna',
    lastName: 'Andersson',
    email: 'anna@example.com',
  })
  // A name a spreadsheet would run as a formula, and one holding the separator and a quote.
  const evil = await createUser(ctx.db, {
    firstName: '=HYPERLINK("x")',
    lastName: 'Ek;"B"',
    email: 'e@example.com',
  })
  const [a, b] = await ctx.db
    .insert(orders)
    .values([
      {
        orderNumber: 10001,
        userId: anna.id,
        status: 0,
        totalPoints: 150,
        createdAt: new Date('2026-11-24T13:05:00Z'),
      },
      {
        orderNumber: 10002,
        userId: evil.id,
        status: 2,
        totalPoints: 40,
        createdAt: new Date('2026-07-01T22:30:00Z'),
      },
      {
        orderNumber: 20003,
        userId: anna.id,
        status: 4,
        totalPoints: 0,
        createdAt: new Date('2026-01-10T10:00:00Z'),
      },
      // Deleted by staff: kept for the books, in no list and no export.
      {
        orderNumber: 20004,
        userId: anna.id,
        status: 4,
        totalPoints: 0,
        createdAt: new Date('2026-01-11T10:00:00Z'),
        deletedAt: new Date('2026-01-12T10:00:00Z'),
      },
    ])
    .returning()
  const p = await Promise.all([1, 2, 3].map(() => createProduct(ctx.db)))
  await ctx.db.insert(orderItems).values([
    { orderId: a!.id, productId: p[0]!.id, price: 100, productName: 'Jacka' },
    { orderId: a!.id, productId: p[1]!.id, price: 50, productName: 'Mössa' },
    { orderId: b!.id, productId: p[2]!.id, price: 40, productName: 'Halsduk' },
  ])
})
afterAll(() => ctx.close())

const exportAs = (headers: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `${URL}${query}`, headers })

describe('GET /api/orders/export.csv', () => {
  it('answers a UTF-8 CSV with BOM, semicolons, CRLF, Stockholm dates and neutralised formulas', async () => {
    const res = await exportAs(admin)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="ordrar-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(res.payload).toContain('\r\n"10002";"2026-07-02 00:30";"Skickad";"1";"40";')
    expect(parseCsv(res.payload.slice(1))).toEqual([
      ['Ordernummer', 'Skapad', 'Status', 'Antal plagg', 'Summa (poäng)', 'Kund', 'E-post'],
      ['10001', '2026-11-24 14:05', 'Beställd', '2', '150', 'Anna Andersson', 'anna@example.com'],
      ['10002', '2026-07-02 00:30', 'Skickad', '1', '40', `'=HYPERLINK("x") Ek;"B"`, 'e@example.com'],
      ['20003', '2026-01-10 11:00', 'Avbruten', '0', '0', 'Anna Andersson', 'anna@example.com'],
    ])
  })

  it('filters by status, order number and created from/to', async () => {
    const numbers = async (query: string) => {
      const res = await exportAs(admin, query)
      expect(res.statusCode).toBe(200)
      return parseCsv(res.payload.slice(1))
        .slice(1)
        .map((r) => r[0])
    }
    expect(await numbers('?status=2')).toEqual(['10002'])
    expect(await numbers('?search=10001')).toEqual(['10001'])
    // An exact order number, as the list searches: a part of one matches nothing.
    expect(await numbers('?search=%2310001')).toEqual(['10001'])
    expect(await numbers('?search=1000')).toEqual([])
    expect(await numbers('?search=Anna')).toEqual([])
    expect(await numbers('?from=2026-06-01T00:00:00Z&to=2026-12-01T00:00:00Z')).toEqual(['10001', '10002'])
    expect(await numbers('?status=&search=&from=&to=')).toEqual(['10001', '10002', '20003'])
    expect(await numbers('?search=20004')).toEqual([])
    // Nothing matches: the header line alone.
    expect(await numbers('?status=3')).toEqual([])
  })

  it('holds exactly the orders the staff list shows for the same filter', async () => {
    const queries = [
      '',
      '?search=10001',
      '?search=%2310001',
      '?search=%20%23%2010002%20',
      '?search=1000',
      '?search=%23',
      '?search=10001a',
      '?search=20004',
      '?status=4&search=%2320003',
      '?status=2',
      '?status=',
      '?from=2026-06-01T00:00:00Z&to=2026-12-01T00:00:00Z',
      '?to=2026-07-01T22:30:00Z',
    ]
    for (const query of queries) {
      const file = parseCsv((await exportAs(admin, query)).payload.slice(1))
        .slice(1)
        .map((r) => r[0])
      const sep = query ? '&' : '?'
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/paged${query}${sep}pageSize=100`,
        headers: admin,
      })
      expect(list.statusCode, query).toBe(200)
      const shown = list.json().items.map((o: { orderNumber: number }) => String(o.orderNumber))
      expect(file, query).toEqual(shown)
    }
    // The queries above are not all empty: the comparison can fail.
    expect((await exportAs(admin, '?search=%2310001')).payload).toContain('"10001";')
  })

  it('answers 400 in Swedish for a bad filter', async () => {
    const res = await exportAs(admin, '?status=9')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/status/i)
    expect((await exportAs(admin, '?from=igår')).statusCode).toBe(400)
  })

  it('refuses an over-long order number exactly as the list does', async () => {
    const search = `?search=${'1'.repeat(21)}`
    const list = await ctx.app.inject({ method: 'GET', url: `/api/orders/paged${search}`, headers: admin })
    const file = await exportAs(admin, search)
    for (const res of [list, file]) {
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Sökningen är för lång.')
    }
    expect((await exportAs(admin, `?search=${'1'.repeat(20)}`)).statusCode).toBe(200)
  })

  it('is for staff: 401 for a visitor and 403 for a member, before validation', async () => {
    expect((await exportAs({}, '?status=9')).statusCode).toBe(401)
    const member = await sessionHeaders(ctx.db, (await createUser(ctx.db)).id)
    expect((await exportAs(member, '?status=9')).statusCode).toBe(403)
    expect((await exportAs(member)).statusCode).toBe(403)
  })

  it('documents the three exports in OpenAPI with their filters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })
    const paths = res.json().paths as Record<string, { get?: { parameters?: { name: string }[] } }>
    const filters = (path: string) => paths[path]?.get?.parameters?.map((p) => p.name).sort()
    expect(filters('/api/orders/export.csv')).toEqual(['from', 'search', 'status', 'to'])
    expect(filters('/api/users/export.csv')).toEqual(['search'])
    expect(filters('/api/submissions-request/export.csv')).toEqual(['from', 'search', 'status', 'to'])
  })
})
