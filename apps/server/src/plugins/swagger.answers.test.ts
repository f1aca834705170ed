import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../db/schema/index.js'
import { createCategory, createImage, createProduct } from '../modules/catalog/catalog.fixtures.js'
import { listen, openStream } from '../modules/chat/chat.stream.fixtures.js'
import {
  BASE,
  type Caller,
  callAs,
  photo,
  seedSubmission,
  startSubmissionsTest,
  uploadBody,
} from '../modules/submissions/submissions.fixtures.js'
import type { TestContext } from '../test/context.js'
import { takeOpenApiMismatches } from '../test/openapi-check.js'

// The answers the OpenAPI document (/api/docs/json) used to misdescribe (issue 27): each call here
// is checked against the document by the test harness (test/openapi-check.ts); every test also
// asserts, in its own words, that no answer it received was a mismatch.

let ctx: TestContext
let anna: Caller
let bo: Caller
let staff: Caller

beforeAll(async () => {
  ;({ ctx, anna, bo, staff } = await startSubmissionsTest())
})
afterAll(() => ctx.close())

const call = (who: Caller | undefined, method: 'GET' | 'PUT' | 'DELETE', url: string, body?: object) =>
  callAs(ctx.app, who, method, url, body)

const expectAsDocumented = () => expect(takeOpenApiMismatches()).toEqual([])

describe('the answers match the OpenAPI document', () => {
  it.each([
    ['/api/orders/export.csv', '?status=9'],
    ['/api/users/export.csv', `?search=${'x'.repeat(201)}`],
    ['/api/submissions-request/export.csv', '?from=igår'],
  ])('%s: the file as text/csv, its errors as JSON', async (url, badQuery) => {
    const file = await call(staff, 'GET', url)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toMatch(/^text\/csv/)
    const bad = await call(staff, 'GET', `${url}${badQuery}`)
    expect(bad.statusCode).toBe(400)
    expect(bad.headers['content-type']).toMatch(/^application\/json/)
    expect((await call(anna, 'GET', url)).statusCode).toBe(403)
    expect((await call(undefined, 'GET', url)).statusCode).toBe(401)
    expectAsDocumented()
  })

  it('the five deletions answer 204 without a body', async () => {
    const category = await createCategory(ctx.db, { name: 'Tom kategori' })
    const product = await createProduct(ctx.db, {
      name: 'Jacka',
      categoryId: (await createCategory(ctx.db, { name: 'Jackor' })).id,
    })
    const image = await createImage(ctx.db, product.id)
    const [order] = await ctx.db
      .insert(orders)
      .values({ userId: anna.id, status: 4, totalPoints: 0 })
      .returning()
    const submission = await seedSubmission(ctx.db, anna.id)
    const item = (await seedSubmission(ctx.db, anna.id, { items: [{}] })).items[0]!
    const uploaded = await callAs(
      ctx.app,
      anna,
      'POST',
      `${BASE}/item/${item.id}/images`,
      uploadBody(item.id, await photo()),
    )
    expect(uploaded.statusCode).toBe(201)

    for (const [who, url] of [
      [staff, `/api/products/image/${image.id}`],
      [staff, `/api/category/${category.id}`],
      [staff, `/api/orders/${order!.id}`],
      [anna, `${BASE}/${submission.id}`],
      [anna, `${BASE}/item/image/${uploaded.json().imageId}`],
    ] as const) {
      const res = await call(who, 'DELETE', url)
      expect(res.statusCode, url).toBe(204)
      expect(res.body, url).toBe('')
    }
    expectAsDocumented()
  })

  it('a private submission photo: 200 WebP to its owner, 401 to a visitor, 404 to another member', async () => {
    const item = (await seedSubmission(ctx.db, anna.id, { items: [{}] })).items[0]!
    const uploaded = await callAs(
      ctx.app,
      anna,
      'POST',
      `${BASE}/item/${item.id}/images`,
      uploadBody(item.id, await photo()),
    )
    const url: string = uploaded.json().imageUrl
    const own = await call(anna, 'GET', url)
    expect(own.statusCode).toBe(200)
    expect(own.headers['content-type']).toBe('image/webp')
    expect((await call(undefined, 'GET', url)).statusCode).toBe(401)
    const foreign = await call(bo, 'GET', url)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().message).toBe('Kunde inte hitta bilden.')
    expectAsDocumented()
  })

  it('PUT /api/admin/settings: 400 with the field list', async () => {
    const res = await call(staff, 'PUT', '/api/admin/settings', { shopName: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: 'validation', fields: expect.any(Array) })
    expectAsDocumented()
  })

  it('the chat event streams are text/event-stream', async () => {
    const sub = await seedSubmission(ctx.db, anna.id, { status: 1, items: [{}] })
    const base = await listen(ctx.app)
    for (const url of [`${base}/api/chat/events`, `${base}/api/chat/${sub.id}/events`]) {
      const stream = await openStream(url, anna.headers)
      try {
        expect(stream.status, url).toBe(200)
        expect(stream.headers.get('content-type'), url).toMatch(/^text\/event-stream/)
      } finally {
        stream.close()
      }
    }
    expectAsDocumented()
  })
})
