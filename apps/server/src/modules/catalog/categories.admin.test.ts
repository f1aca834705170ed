import { type AdminCategoryDto, type CategoryTreeNodeDto, EMPTY_GUID } from '@kladbyte/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories } from '../../db/schema/index.js'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { createProduct } from './catalog.fixtures.js'

let ctx: TestContext
let admin: Record<string, string>
let member: Record<string, string>

beforeAll(async () => {
  ctx = await createTestContext()
  admin = await sessionHeaders(ctx.db, (await createUser(ctx.db, { isAdmin: true })).id)
  member = await sessionHeaders(ctx.db, (await createUser(ctx.db)).id)
})
afterAll(() => ctx.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) })

const create = async (name: string, parent: string | null = null) => {
  const res = await call('POST', '/api/category', admin, { parent, name, description: '' })
  expect(res.statusCode).toBe(201)
  return res.json() as AdminCategoryDto
}
const update = (c: AdminCategoryDto, changes: Partial<AdminCategoryDto>) =>
  call('PUT', '/api/category', admin, { ...c, ...changes })

describe('access: every staff category call, before validation', () => {
  const calls: [Method, string, unknown?][] = [
    ['GET', '/api/category/all'],
    ['GET', '/api/category/tree'],
    ['POST', '/api/category', { nonsense: true }],
    ['PUT', '/api/category', 'not json at all'],
    ['DELETE', `/api/category/${EMPTY_GUID}`],
  ]
  it.each(calls)('%s %s answers 401 to a visitor and 403 to a member', async (method, url, body) => {
    const visitor = await call(method, url, {}, body)
    expect(visitor.statusCode).toBe(401)
    const asMember = await call(method, url, member, body)
    expect(asMember.statusCode).toBe(403)
  })
})

describe('POST /api/category', () => {
  it('creates a top-level category (empty guid or null) and a subcategory, answering the id', async () => {
    const res = await call('POST', '/api/category', admin, {
      parent: EMPTY_GUID,
      name: '  Skor  ',
      description: 'Alla skor.',
    })
    expect(res.statusCode).toBe(201)
    const skor = res.json() as AdminCategoryDto
    expect(skor).toMatchObject({ name: 'Skor', description: 'Alla skor.', parent: EMPTY_GUID, display: true })
    expect(skor.id).toMatch(/^[0-9a-f-]{36}$/)
    const sneakers = await create('Sneakers', skor.id)
    expect(sneakers.parent).toBe(skor.id)
    const all = (await call('GET', '/api/category/all', admin)).json() as AdminCategoryDto[]
    expect(all.map((c) => c.name)).toEqual(expect.arrayContaining(['Skor', 'Sneakers']))
  })

  it('refuses an empty or too long name with a Swedish message', async () => {
    const empty = await call('POST', '/api/category', admin, { parent: null, name: '   ', description: '' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('Ange ett namn.')
    const long = await call('POST', '/api/category', admin, { parent: null, name: 'x'.repeat(81) })
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toBe('Namnet får vara högst 80 tecken.')
  })

  it('refuses a sibling with the same name (any case) with 409, but allows it under another parent', async () => {
    const top = await create('Väskor')
    const dup = await call('POST', '/api/category', admin, { parent: null, name: 'VÄSKOR', description: '' })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().message).toBe('Det finns redan en kategori som heter "Väskor" på samma nivå.')
    expect((await create('Väskor', top.id)).parent).toBe(top.id)
  })

  it('refuses an unknown parent with 400', async () => {
    const res = await call('POST', '/api/category', admin, {
      parent: '0b6f0a57-3c39-4a36-9d53-7f3a3c0e0d11',
      name: 'Föräldralös',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Den överordnade kategorin finns inte.')
  })
})

describe('PUT /api/category', () => {
  it('changes name, description, display, parent and sorting', async () => {
    const a = await create('Mössor')
    const b = await create('Huvudbonader')
    const res = await update(a, {
      name: 'Vintermössor',
      description: 'Varma.',
      display: false,
      parent: b.id,
      sorting: 3,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: a.id,
      name: 'Vintermössor',
      display: false,
      parent: b.id,
      sorting: 3,
    })
    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, a.id))
    expect(row).toMatchObject({ name: 'Vintermössor', description: 'Varma.', display: false, parentId: b.id })
  })

  it('refuses the category as its own parent (400) and a descendant as parent (409)', async () => {
    const a = await create('Nivå 1')
    const b = await create('Nivå 2', a.id)
    const c = await create('Nivå 3', b.id)
    const self = await update(a, { parent: a.id })
    expect(self.statusCode).toBe(400)
    expect(self.json().message).toBe('En kategori kan inte vara sin egen överordnade kategori.')
    const deep = await update(a, { parent: c.id })
    expect(deep.statusCode).toBe(409)
    expect(deep.json().message).toBe('En kategori kan inte flyttas in under en av sina egna underkategorier.')
    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, a.id))
    expect(row!.parentId).toBeNull()
  })

  it('answers 404 for an unknown category and 400 for an unknown parent', async () => {
    const a = await create('Finns')
    expect((await update(a, { id: '0b6f0a57-3c39-4a36-9d53-7f3a3c0e0d12' })).statusCode).toBe(404)
    expect((await update(a, { parent: '0b6f0a57-3c39-4a36-9d53-7f3a3c0e0d13' })).statusCode).toBe(400)
  })

  it('lets one of two parallel moves win when together they would make a cycle', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await create(`Cykel A${round}`)
      const b = await create(`Cykel B${round}`)
      const answers = await Promise.all([update(a, { parent: b.id }), update(b, { parent: a.id })])
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
      const rows = await ctx.db.select().from(categories)
      const parentOf = new Map(rows.map((r) => [r.id, r.parentId]))
      expect(parentOf.get(a.id) === b.id && parentOf.get(b.id) === a.id).toBe(false)
      expect([parentOf.get(a.id), parentOf.get(b.id)]).toContain(null)
    }
  })
})

describe('DELETE /api/category/{id}', () => {
  it('refuses a category with subcategories and garments, naming how many', async () => {
    const top = await create('Fylld')
    await create('Under 1', top.id)
    await create('Under 2', top.id)
    for (let i = 0; i < 5; i++) await createProduct(ctx.db, { name: `Plagg ${i}`, categoryId: top.id })
    const res = await call('DELETE', `/api/category/${top.id}`, admin)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Kategorin har 2 underkategorier och 5 plagg och kan inte tas bort.')
    const all = (await call('GET', '/api/category/all', admin)).json() as AdminCategoryDto[]
    expect(all.find((c) => c.id === top.id)?.productCount).toBe(5)
  })

  it('names only what there is', async () => {
    const withChild = await create('Med barn')
    await create('Barnet', withChild.id)
    expect((await call('DELETE', `/api/category/${withChild.id}`, admin)).json().message).toBe(
      'Kategorin har 1 underkategori och kan inte tas bort.',
    )
    const withGarment = await create('Med plagg')
    await createProduct(ctx.db, { name: 'Ensamt plagg', categoryId: withGarment.id })
    expect((await call('DELETE', `/api/category/${withGarment.id}`, admin)).json().message).toBe(
      'Kategorin har 1 plagg och kan inte tas bort.',
    )
  })

  it('deletes an empty category; an unknown one is 404', async () => {
    const empty = await create('Tom')
    const res = await call('DELETE', `/api/category/${empty.id}`, admin)
    expect(res.statusCode).toBe(204)
    expect(await ctx.db.select().from(categories).where(eq(categories.id, empty.id))).toEqual([])
    expect((await call('DELETE', `/api/category/${empty.id}`, admin)).statusCode).toBe(404)
    expect((await call('DELETE', '/api/category/inte-ett-id', admin)).statusCode).toBe(404)
  })
})

describe('GET /api/category/tree', () => {
  it('lists the tree depth-first with depth, leaf flag and counts including subcategories', async () => {
    const top = await create('Träd')
    const child = await create('Gren', top.id)
    await createProduct(ctx.db, { name: 'I toppen', categoryId: top.id })
    await createProduct(ctx.db, { name: 'I grenen', categoryId: child.id })
    await createProduct(ctx.db, { name: 'I grenen 2', categoryId: child.id })
    const tree = (await call('GET', '/api/category/tree', admin)).json() as CategoryTreeNodeDto[]
    const at = tree.findIndex((n) => n.id === top.id)
    expect(tree[at]).toEqual({ id: top.id, name: 'Träd', depth: 0, isLeaf: false, count: 3, display: true })
    expect(tree[at + 1]).toEqual({
      id: child.id,
      name: 'Gren',
      depth: 1,
      isLeaf: true,
      count: 2,
      display: true,
    })
  })
})

describe('display false hides a category and its garments from the shop', () => {
  it('hides its own and its subcategories’ garments from search, category lists and product pages', async () => {
    const top = await create('Säsong')
    const child = await create('Vinter', top.id)
    const own = await createProduct(ctx.db, { name: 'Säsongsjacka', categoryId: top.id })
    const below = await createProduct(ctx.db, { name: 'Vinterkappa', categoryId: child.id })
    const shopNames = async () =>
      (
        (await call('GET', '/api/products/search?pageSize=100&search=säsongsjacka vinterkappa', {})).json()
          .items as { name: string }[]
      ).map((p) => p.name)
    const browse = async () =>
      ((await call('GET', '/api/products/search?pageSize=100', {})).json().items as { id: string }[]).map(
        (p) => p.id,
      )

    expect(await browse()).toEqual(expect.arrayContaining([own.id, below.id]))
    expect((await call('GET', `/api/products/${below.id}`, {})).statusCode).toBe(200)

    expect((await update(top, { display: false })).statusCode).toBe(200)
    const after = await browse()
    expect(after).not.toContain(own.id)
    expect(after).not.toContain(below.id)
    expect(await shopNames()).toEqual([])
    expect((await call('GET', `/api/products/${own.id}`, {})).statusCode).toBe(404)
    expect((await call('GET', `/api/products/${below.id}`, {})).statusCode).toBe(404)
    expect((await call('GET', `/api/products/search?categoryId=${child.id}`, {})).statusCode).toBe(404)
    const shopCategories = ((await call('GET', '/api/category', {})).json() as { id: string }[]).map(
      (c) => c.id,
    )
    expect(shopCategories).not.toContain(top.id)
    expect(shopCategories).not.toContain(child.id)

    // Shown again at once: the write dropped the cached tree.
    expect((await update({ ...top, display: false }, { display: true })).statusCode).toBe(200)
    expect(await browse()).toEqual(expect.arrayContaining([own.id, below.id]))
  })
})
