import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pointsGuide } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { createCategory } from '../catalog/catalog.fixtures.js'

let ctx: TestContext
let admin: Record<string, string>
let member: Record<string, string>
let dam: { id: string }
let jackor: { id: string }
let barn: { id: string }
let hidden: { id: string }

beforeAll(async () => {
  ctx = await createTestContext()
  admin = await sessionHeaders(ctx.db, (await createUser(ctx.db, { isAdmin: true })).id)
  member = await sessionHeaders(ctx.db, (await createUser(ctx.db)).id)
  dam = await createCategory(ctx.db, { name: 'Dam' })
  jackor = await createCategory(ctx.db, { name: 'Jackor', parentId: dam.id })
  barn = await createCategory(ctx.db, { name: 'Barn' })
  hidden = await createCategory(ctx.db, { name: 'Gömd', display: false })
})
afterAll(() => ctx.close())

const put = (
  headers: Record<string, string> | undefined,
  entries: { categoryId: string; points: number }[],
) => ctx.app.inject({ method: 'PUT', url: '/api/admin/points-guide', headers, payload: { entries } })
const read = () => ctx.app.inject({ method: 'GET', url: '/api/points-guide' })

describe('points guide', () => {
  it('is empty until staff save one', async () => {
    const res = await read()
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual([])
  })

  it('staff replace the whole guide; the public sees displayed categories sorted by path', async () => {
    const saved = await put(admin, [
      { categoryId: jackor.id, points: 150 },
      { categoryId: barn.id, points: 40 },
      { categoryId: hidden.id, points: 10 },
    ])
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toHaveLength(3)
    const staffView = await ctx.app.inject({ method: 'GET', url: '/api/admin/points-guide', headers: admin })
    expect(staffView.json().map((e: { categoryName: string }) => e.categoryName)).toEqual([
      'Barn',
      'Dam › Jackor',
      'Gömd',
    ])
    const memberView = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/points-guide',
      headers: member,
    })
    expect(memberView.statusCode).toBe(403)
    expect((await read()).json()).toEqual([
      { categoryId: barn.id, categoryName: 'Barn', points: 40 },
      { categoryId: jackor.id, categoryName: 'Dam › Jackor', points: 150 },
    ])

    // A category left out is removed.
    expect((await put(admin, [{ categoryId: dam.id, points: 60 }])).statusCode).toBe(200)
    expect((await read()).json()).toEqual([{ categoryId: dam.id, categoryName: 'Dam', points: 60 }])
  })

  it('an unknown category refuses the whole save (400 in Swedish) and keeps the old guide', async () => {
    await put(admin, [{ categoryId: barn.id, points: 45 }])
    const res = await put(admin, [
      { categoryId: dam.id, points: 10 },
      { categoryId: crypto.randomUUID(), points: 10 },
    ])
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('En av kategorierna finns inte längre. Ladda om sidan och försök igen.')
    expect(await ctx.db.select().from(pointsGuide)).toMatchObject([{ categoryId: barn.id, points: 45 }])
  })

  it('400 for the same category twice or negative points; visitor 401 and member 403 before the body', async () => {
    const twice = await put(admin, [
      { categoryId: barn.id, points: 1 },
      { categoryId: barn.id, points: 2 },
    ])
    expect(twice.statusCode).toBe(400)
    expect(JSON.stringify(twice.json())).toContain('En kategori får bara finnas en gång.')
    const negative = await put(admin, [{ categoryId: barn.id, points: -5 }])
    expect(JSON.stringify(negative.json())).toContain('Poäng kan inte vara negativa.')
    expect((await put(undefined, [])).statusCode).toBe(401)
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/points-guide',
      headers: member,
      payload: 'x',
    })
    expect(bad.statusCode).toBe(403)
  })
})
