import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { submissionRequests } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { parseCsv } from '../../test/csv.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { seedSubmission } from './submissions.fixtures.js'

let ctx: TestContext
let admin: Record<string, string>
let ids: string[]
const URL = '/api/submissions-request/export.csv'

beforeAll(async () => {
  ctx = await createTestContext()
  admin = await sessionHeaders(ctx.db, (await createUser(ctx.db, { isAdmin: true })).id)
  const anna = await createUser(ctx.db, {
    firstName: 'Anna',
    lastName: 'Andersson',
    email: 'anna@example.com',
  })
  const bo = await createUser(ctx.db, { firstName: 'Bo', lastName: 'Berg', email: 'bo@example.com' })
  const first = await seedSubmission(ctx.db, anna.id, { status: 1, items: [{}, {}] })
  const second = await seedSubmission(ctx.db, bo.id, { status: 3, items: [{}] })
  const third = await seedSubmission(ctx.db, anna.id, { status: 0 })
  const set = (id: string, values: Partial<typeof submissionRequests.$inferInsert>) =>
    ctx.db.update(submissionRequests).set(values).where(eq(submissionRequests.id, id))
  await set(first.id, { createdAt: new Date('2026-11-24T13:05:00Z'), priority: 'hög', title: 'Vinterjackor' })
  await set(second.id, { createdAt: new Date('2026-07-01T22:30:00Z'), priority: 'låg', title: '-Sommar' })
  await set(third.id, { createdAt: new Date('2026-01-10T10:00:00Z'), priority: '' })
  ids = [first.id, second.id, third.id]
})
afterAll(() => ctx.close())

const exportAs = (headers: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `${URL}${query}`, headers })
const rowsOf = (payload: string) => parseCsv(payload.slice(1))

describe('GET /api/submissions-request/export.csv', () => {
  it('answers every submission, newest first, with Swedish headers and values', async () => {
    const res = await exportAs(admin)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/filename="inlamningar-\d{4}-\d{2}-\d{2}\.csv"/)
    expect(res.payload.startsWith('\uFEFF')).toBe(true)
    expect(rowsOf(res.payload)).toEqual([
      ['Referens', 'Skapad', 'Status', 'Antal artiklar', 'Kund', 'E-post', 'Prioritet'],
      [ids[0], '2026-11-24 14:05', 'Inlämnad', '2', 'Anna Andersson', 'anna@example.com', 'Hög'],
      [ids[1], '2026-07-02 00:30', 'Färdig behandlad', '1', 'Bo Berg', 'bo@example.com', 'Låg'],
      [
        ids[2],
        '2026-01-10 11:00',
        'Skapad (ej inlämnad)',
        '0',
        'Anna Andersson',
        'anna@example.com',
        'Ej angiven',
      ],
    ])
  })

  it('filters by status, free text and created from/to', async () => {
    const refs = async (query: string) => {
      const res = await exportAs(admin, query)
      expect(res.statusCode).toBe(200)
      return rowsOf(res.payload)
        .slice(1)
        .map((r) => r[0])
    }
    expect(await refs('?status=3')).toEqual([ids[1]])
    expect(await refs('?search=vinter')).toEqual([ids[0]])
    expect(await refs('?search=BO%40example')).toEqual([ids[1]])
    // % is a character to find, not a wildcard.
    expect(await refs('?search=%25')).toEqual([])
    expect(await refs('?from=2026-06-01T00:00:00Z')).toEqual([ids[0], ids[1]])
    expect(await refs('?to=2026-07-01T22:30:00Z')).toEqual([ids[1], ids[2]])
  })

  it('is for staff: 401 for a visitor and 403 for a member, before validation', async () => {
    expect((await exportAs({}, '?status=x')).statusCode).toBe(401)
    const member = await sessionHeaders(ctx.db, (await createUser(ctx.db)).id)
    expect((await exportAs(member, '?status=x')).statusCode).toBe(403)
    expect((await exportAs(admin, '?status=x')).statusCode).toBe(400)
  })
})
