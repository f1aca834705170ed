import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { TestContext } from '../../test/context.js'
import { type Caller, callAs, startSubmissionsTest } from '../submissions/submissions.fixtures.js'
import { EXPORT, seedMemberData } from './privacy.fixtures.js'

let ctx: TestContext
let anna: Caller
let bo: Caller
let staff: Caller
let annas: Awaited<ReturnType<typeof seedMemberData>>

beforeAll(async () => {
  ;({ ctx, anna, bo, staff } = await startSubmissionsTest())
  annas = await seedMemberData(ctx, anna, staff, 'ANNA')
  await seedMemberData(ctx, bo, staff, 'BO')
})
let cases = 0
afterEach(() => {
  cases++
})
afterAll(async () => {
  // biome-ignore lint/suspicious/noConsole: the hardening run prints its case counts (issue 19)
  console.log(`[hardening] gdpr data export: ${cases} integration cases`)
  await ctx.close()
})

describe('GET /api/Users/me/export', () => {
  it('answers 401 to a visitor', async () => {
    const res = await callAs(ctx.app, undefined, 'GET', EXPORT)
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) })
  })

  it('downloads a dated JSON file of the member', async () => {
    const res = await callAs(ctx.app, anna, 'GET', EXPORT)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['cache-control']).toBe('no-store')
    const disposition = String(res.headers['content-disposition'])
    expect(disposition).toMatch(/^attachment; filename="kladbyte-mina-uppgifter-\d{4}-\d{2}-\d{2}\.json"/)
    expect(disposition).toMatch(/filename\*=UTF-8''kl%C3%A4dbyte-mina-uppgifter-\d{4}-\d{2}-\d{2}\.json$/)
  })

  it("holds every kind of the member's data, and nothing of anyone else's", async () => {
    const res = await callAs(ctx.app, anna, 'GET', EXPORT)
    const data = res.json()
    expect(data.profile).toMatchObject({ id: anna.id, email: anna.email, personnummer: '198112189876' })
    expect(data.addresses).toEqual([expect.objectContaining({ address: 'Storgatan 1', city: 'Stockholm' })])
    expect(data.membership).toMatchObject({ provider: 'test', status: 'active' })
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0].lines.map((l: { productName: string }) => l.productName).sort()).toEqual([
      'Jacka ANNA',
      'Kjol ANNA',
    ])
    expect(data.points.balance).toBe(150)
    expect(data.points.history.map((e: { delta: number }) => e.delta)).toEqual([300, -150])
    expect(data.submissions).toHaveLength(1)
    expect(data.submissions[0]).toMatchObject({ title: 'Vinterkläder ANNA', customerNotes: 'Ring mig ANNA' })
    expect(data.submissions[0].items[0].photos).toEqual([
      `/api/media/private/submissions/${annas.imageId}/400`,
    ])
    expect(data.chatMessages.map((m: { sender: string; message: string }) => [m.sender, m.message])).toEqual([
      ['user', 'Hej från ANNA'],
      ['admin', 'Svar till ANNA'],
    ])
    expect(data.mails.map((m: { subject: string }) => m.subject)).toEqual(['Order mottagen ANNA'])
    expect(data.cart).toEqual([expect.objectContaining({ productName: 'Mössa ANNA' })])
    expect(data.wishlist).toEqual([expect.objectContaining({ productName: 'Kjol ANNA' })])
    // Nothing of Bo's: no id, e-mail or text of his anywhere in the file.
    const text = res.body
    expect(text).not.toContain(bo.id)
    expect(text).not.toContain(bo.email)
    expect(text).not.toContain('BO')
  })

  it('serves the photo link to the member only', async () => {
    const url = `/api/media/private/submissions/${annas.imageId}/400`
    expect((await callAs(ctx.app, anna, 'GET', url)).statusCode).toBe(200)
    expect((await callAs(ctx.app, bo, 'GET', url)).statusCode).toBe(404)
  })
})
