import type { ProductImageDto } from '@kladbyte/contract'
import sharp from 'sharp'
import { expect } from 'vitest'
import { createTestContext } from '../../test/context.js'
import { createUser, sessionHeaders } from '../../test/factories.js'
import { createCategory } from './catalog.fixtures.js'

// Test-only: the staff product tests' app, accounts, categories, photos and calls.

export type Headers = Record<string, string>

/** A fresh database with Dam › Klänningar and Barn, an admin, a member and two small photos. */
export async function startAdminProductsTest() {
  const ctx = await createTestContext()
  const dam = (await createCategory(ctx.db, { name: 'Dam', sorting: 1 })).id
  const cat = {
    dam,
    klanningar: (await createCategory(ctx.db, { name: 'Klänningar', parentId: dam })).id,
    barn: (await createCategory(ctx.db, { name: 'Barn', sorting: 2 })).id,
  }
  const admin = await sessionHeaders(ctx.db, (await createUser(ctx.db, { isAdmin: true })).id)
  const memberId = (await createUser(ctx.db)).id
  const member = await sessionHeaders(ctx.db, memberId)
  const image = sharp({ create: { width: 40, height: 50, channels: 3, background: '#a33' } })
  const jpeg = (await image.clone().jpeg().toBuffer()).toString('base64')
  const png = (await image.clone().png().toBuffer()).toString('base64')

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers = {},
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, payload })
  const garment = (values: object = {}) => ({
    name: 'Blommig klänning',
    description: 'Midi, bomull.',
    categoryId: cat.klanningar,
    size: 'M',
    price: 250,
    display: true,
    ...values,
  })
  /** Creates a garment as staff; returns its id. */
  async function create(values: object = {}): Promise<string> {
    const res = await call('POST', '/api/products', admin, garment(values))
    expect(res.statusCode, res.body).toBe(201)
    return res.json().id
  }
  const images = async (productId: string) =>
    (await call('GET', `/api/products/images/${productId}`, admin)).json() as ProductImageDto[]

  return { ctx, cat, admin, member, memberId, jpeg, png, call, garment, create, images }
}

export type AdminProductsTest = Awaited<ReturnType<typeof startAdminProductsTest>>
