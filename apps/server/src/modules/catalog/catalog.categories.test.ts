import { type CategoryDto, EMPTY_GUID } from '@kladbyte/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { createCategory } from './catalog.fixtures.js'

let ctx: TestContext
const ids: Record<string, string> = {}

beforeAll(async () => {
  ctx = await createTestContext()
  const db = ctx.db
  ids.dam = (await createCategory(db, { name: 'Dam', sorting: 1 })).id
  ids.barn = (await createCategory(db, { name: 'Barn', sorting: 2 })).id
  ids.gomd = (await createCategory(db, { name: 'Gömd', sorting: 3, display: false })).id
  ids.underGomd = (await createCategory(db, { name: 'Under gömd', parentId: ids.gomd })).id
  // Same sorting: Swedish alphabetical order decides (z < å < ä < ö).
  for (const name of ['Östra', 'Ärmlöst', 'Åkerkläder', 'Zebramönster']) {
    ids[name] = (await createCategory(db, { name, sorting: 5, parentId: ids.dam })).id
  }
  ids.dold = (await createCategory(db, { name: 'Dolda', sorting: 1, parentId: ids.dam, display: false })).id
  ids.bodys = (
    await createCategory(db, { name: 'Bodys', parentId: ids.barn, imagePath: 'categories/bodys-640.webp' })
  ).id
})
afterAll(() => ctx.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers })

describe('GET /api/category', () => {
  it('lists visible categories in shop order with the empty guid as top-level parent', async () => {
    const res = await get('/api/category')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=30')
    const list = res.json() as CategoryDto[]
    // One flat order over the whole list: sorting, then name (the client builds the tree).
    expect(list.map((c) => c.name)).toEqual([
      'Bodys',
      'Dam',
      'Barn',
      'Zebramönster',
      'Åkerkläder',
      'Ärmlöst',
      'Östra',
    ])
    const dam = list.find((c) => c.name === 'Dam')!
    expect(dam).toEqual({
      id: ids.dam,
      name: 'Dam',
      description: 'Allt inom dam.',
      display: true,
      sorting: 1,
      parent: EMPTY_GUID,
      imageRelativePath: null,
    })
    expect(list.find((c) => c.name === 'Östra')?.parent).toBe(ids.dam)
    expect(list.find((c) => c.name === 'Bodys')?.imageRelativePath).toBe('/media/categories/bodys-640.webp')
  })

  it('leaves out hidden categories and categories below a hidden one', async () => {
    const names = ((await get('/api/category')).json() as CategoryDto[]).map((c) => c.name)
    expect(names).not.toContain('Gömd')
    expect(names).not.toContain('Under gömd')
    expect(names).not.toContain('Dolda')
  })

  it('shows a new category once the cache is invalidated', async () => {
    await createCategory(ctx.db, { name: 'Accessoarer', sorting: 4 })
    ctx.app.catalog.invalidate()
    const names = ((await get('/api/category')).json() as CategoryDto[]).map((c) => c.name)
    expect(names.slice(0, 4)).toEqual(['Bodys', 'Dam', 'Barn', 'Accessoarer'])
  })
})

describe('GET /api/category/all', () => {
  it('requires a signed-in user', async () => {
    const res = await get('/api/category/all')
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toMatch(/logga in/)
  })

  it('is closed to members', async () => {
    const member = await createUser(ctx.db)
    const res = await get('/api/category/all', await sessionHeaders(ctx.db, member.id))
    expect(res.statusCode).toBe(403)
  })

  it('lists every category, hidden ones too, for staff', async () => {
    const admin = await createUser(ctx.db, { isAdmin: true })
    const res = await get('/api/category/all', await sessionHeaders(ctx.db, admin.id))
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const list = res.json() as CategoryDto[]
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['Gömd', 'Under gömd', 'Dolda', 'Dam']))
    expect(list.find((c) => c.name === 'Gömd')?.display).toBe(false)
    expect(list.find((c) => c.name === 'Under gömd')?.parent).toBe(ids.gomd)
  })
})

describe('OpenAPI', () => {
  it('documents every catalogue call', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/category',
        '/api/category/all',
        '/api/products/search',
        '/api/products/{id}',
        '/api/products/images/{productId}',
        '/api/products/category/{id}/{skip}/{take}/{sort}',
        '/api/products/mainCategory/{id}/{skip}/{take}/{sort}',
        '/api/products/all/{skip}/{take}',
      ]),
    )
  })
})
