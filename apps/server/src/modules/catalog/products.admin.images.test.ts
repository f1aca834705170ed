import { existsSync } from 'node:fs'
import path from 'node:path'
import type { ProductImageDto } from '@kladbyte/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminProductsTest, type Headers, startAdminProductsTest } from './products.admin.fixtures.js'

let ctx: AdminProductsTest['ctx']
let admin: Headers
let jpeg: string
let png: string
let call: AdminProductsTest['call']
let garment: AdminProductsTest['garment']
let create: AdminProductsTest['create']
let images: AdminProductsTest['images']

beforeAll(async () => {
  ;({ ctx, admin, jpeg, png, call, garment, create, images } = await startAdminProductsTest())
})
afterAll(() => ctx.close())

describe('images', () => {
  it('stores images sent with the create; the first is main', async () => {
    const id = await create({ images: [{ blob: jpeg }, { blob: png }] })
    const list = await images(id)
    expect(list).toHaveLength(2)
    expect(list.filter((i) => i.main)).toHaveLength(1)
    expect(list[0]!.main).toBe(true)
  })

  it('answers 400 for a file that is not an image, or a truncated JPEG, and creates nothing', async () => {
    const truncated = Buffer.from(jpeg, 'base64').subarray(0, 200).toString('base64')
    for (const blob of [Buffer.from('hej').toString('base64'), truncated]) {
      const res = await call('POST', '/api/products', admin, garment({ name: 'Trasig', images: [{ blob }] }))
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/^Filen är ingen bild/)
    }
    const id = await create()
    const res = await call('POST', `/api/products/image/${id}`, admin, {
      blob: truncated,
      main: false,
      productId: id,
    })
    expect(res.statusCode).toBe(400)
    expect(await images(id)).toEqual([])
  })

  it('makes the first uploaded image main, switches main, deletes an image and its files', async () => {
    const id = await create()
    const first = (
      await call('POST', `/api/products/image/${id}`, admin, { blob: jpeg, main: false, productId: id })
    ).json()
    const second = (
      await call('POST', `/api/products/image/${id}`, admin, { blob: png, main: false, productId: id })
    ).json()
    expect(first.main).toBe(true)
    expect(second.main).toBe(false)
    const switched = await call('PUT', `/api/products/image/main/${id}/${second.imageId}`, admin)
    expect(switched.statusCode).toBe(200)
    expect(switched.json().map((i: ProductImageDto) => [i.imageId, i.main])).toEqual([
      [second.imageId, true],
      [first.imageId, false],
    ])
    const file = path.join(ctx.app.media.root, second.imageUrl.replace(/^\/media\//, ''))
    expect(existsSync(file)).toBe(true)
    expect((await call('DELETE', `/api/products/image/${second.imageId}`, admin)).statusCode).toBe(204)
    expect(existsSync(file)).toBe(false)
    expect((await images(id)).map((i) => [i.imageId, i.main])).toEqual([[first.imageId, true]])
  })

  it('staff read a garment and its images uncached; visitors get the short public cache', async () => {
    const id = await create({ images: [{ blob: jpeg }] })
    for (const url of [`/api/products/${id}`, `/api/products/images/${id}`]) {
      expect((await call('GET', url, admin)).headers['cache-control']).toBe('no-store')
      expect((await call('GET', url)).headers['cache-control']).toBe('public, max-age=30')
    }
  })

  it('ends with exactly one main after parallel main switches', async () => {
    const id = await create({ images: [{ blob: jpeg }, { blob: png }, { blob: jpeg }, { blob: png }] })
    const list = await images(id)
    const answers = await Promise.all(
      [...list, ...list, ...list].map((i) =>
        call('PUT', `/api/products/image/main/${id}/${i.imageId}`, admin),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200))
    expect((await images(id)).filter((i) => i.main)).toHaveLength(1)
  })
})
