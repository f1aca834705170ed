import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  pointsGuide,
  productImages,
  products,
  submissionItemImages,
  submissionItems,
  submissionRequests,
} from '../../db/schema/index.js'
import type { TestContext } from '../../test/context.js'
import { createCategory } from '../catalog/catalog.fixtures.js'
import {
  BASE,
  type Caller,
  callAs,
  photo,
  seedSubmission,
  startSubmissionsTest,
  uploadBody,
} from './submissions.fixtures.js'
import { proposedName } from './submissions.product.js'

let ctx: TestContext
let anna: Caller
let staff: Caller
let jackets: { id: string }

beforeAll(async () => {
  ;({ ctx, anna, staff } = await startSubmissionsTest())
  jackets = await createCategory(ctx.db, { name: 'Jackor' })
})
afterAll(() => ctx.close())

/** Every rendition file in the public products folder. */
async function productFiles(): Promise<string[]> {
  try {
    return await readdir(path.join(ctx.app.media.root, 'products'))
  } catch {
    return []
  }
}

const makeProduct = (who: Caller | undefined, itemId: string) =>
  callAs(ctx.app, who, 'POST', `${BASE}/item/${itemId}/product`)

/** An item with two photos (the second main), approved, given a category and received for 90 points. */
async function arrivedItem({ category = true, receive = true } = {}) {
  const sub = await seedSubmission(ctx.db, anna.id, { items: [{ condition: 'Mycket gott skick' }] })
  const item = sub.items[0]!
  await ctx.db
    .update(submissionItems)
    .set({ notes: 'Vinterjacka i ull.' })
    .where(eq(submissionItems.id, item.id))
  for (const [n, main] of [false, true].entries()) {
    const data = await photo('png', 300 + n, 200)
    const res = await callAs(
      ctx.app,
      anna,
      'POST',
      `${BASE}/item/${item.id}/images`,
      uploadBody(item.id, data, main),
    )
    expect(res.statusCode).toBe(201)
  }
  await ctx.db.update(submissionRequests).set({ status: 2 }).where(eq(submissionRequests.id, sub.id))
  await ctx.db
    .update(submissionItems)
    .set({ approvalStatus: 'approved', pointsAwarded: 90, categoryId: category ? jackets.id : null })
    .where(eq(submissionItems.id, item.id))
  if (receive) {
    const res = await callAs(ctx.app, staff, 'POST', `${BASE}/${sub.id}/receive`, {
      items: [{ id: item.id, points: 90 }],
    })
    expect(res.statusCode).toBe(200)
  }
  return { sub, item }
}

describe('a product from an arrived item', () => {
  it('is hidden, named from category and condition, priced from the credit, with the photos public', async () => {
    const { sub, item } = await arrivedItem()
    const res = await makeProduct(staff, item.id)
    expect(res.statusCode).toBe(201)
    const { productId } = res.json()
    const [product] = await ctx.db.select().from(products).where(eq(products.id, productId))
    expect(product).toMatchObject({
      name: 'Jackor – Mycket gott skick',
      description: 'Vinterjacka i ull.',
      categoryId: jackets.id,
      size: '',
      price: 90,
      display: false,
    })

    // Staff see it with its images; the main image is the item's main one (the second photo).
    const images = (await callAs(ctx.app, staff, 'GET', `/api/products/images/${productId}`)).json()
    expect(images).toHaveLength(2)
    expect(images.filter((i: { main: boolean }) => i.main)).toHaveLength(1)
    const own = (await callAs(ctx.app, anna, 'GET', `${BASE}/${sub.id}`)).json()
    const mainPhoto = own.items[0].images.find((i: { main: boolean }) => i.main)
    const mainImage = images.find((i: { main: boolean }) => i.main)
    expect(mainImage.width).toBe(mainPhoto.width)
    for (const image of images) {
      expect(image.imageUrl).toMatch(/^\/media\/products\//)
      const file = await ctx.app.inject({ method: 'GET', url: image.imageUrl })
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('image/webp')
    }
    // The private photos stay with the submission; the item links to the product (both sides see it).
    expect(own.items[0]).toMatchObject({ productId })
    expect(own.items[0].images).toHaveLength(2)
    const photoRes = await callAs(ctx.app, anna, 'GET', own.items[0].images[0].imageUrl)
    expect(photoRes.statusCode).toBe(200)

    const again = await makeProduct(staff, item.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Artikeln har redan blivit en produkt.')
  })

  it('takes the points guide value as price when the category has one', async () => {
    const { item } = await arrivedItem()
    await ctx.db.insert(pointsGuide).values({ categoryId: jackets.id, points: 140 })
    try {
      const { productId } = (await makeProduct(staff, item.id)).json()
      const [product] = await ctx.db.select().from(products).where(eq(products.id, productId))
      expect(product!.price).toBe(140)
    } finally {
      await ctx.db.delete(pointsGuide)
    }
  })

  it('5 parallel calls make one product', async () => {
    const { item } = await arrivedItem()
    const filesBefore = (await productFiles()).length
    const answers = await Promise.all(Array.from({ length: 5 }, () => makeProduct(staff, item.id)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409])
    const made = answers.find((a) => a.statusCode === 201)!.json().productId
    const [row] = await ctx.db.select().from(submissionItems).where(eq(submissionItems.id, item.id))
    expect(row!.productId).toBe(made)
    const madeImages = await ctx.db.select().from(productImages).where(eq(productImages.productId, made))
    expect(madeImages).toHaveLength(2)
    expect(await productFiles()).toHaveLength(filesBefore + 2 * madeImages[0]!.widths.length)
  })

  it('commits nothing and leaves no copied file when a photo cannot be copied', async () => {
    const { item } = await arrivedItem()
    const productsBefore = await ctx.db.select({ id: products.id }).from(products)
    const filesBefore = (await productFiles()).length
    // The first photo (not main) loses its largest rendition: the main one is copied first, then the copy fails.
    const [broken] = await ctx.db
      .select()
      .from(submissionItemImages)
      .where(eq(submissionItemImages.itemId, item.id))
      .orderBy(asc(submissionItemImages.position))
    await ctx.app.media.remove(`${broken!.storageKey}-${Math.max(...broken!.widths)}.webp`)

    const res = await makeProduct(staff, item.id)
    expect(res.statusCode).toBe(500)
    expect(await ctx.db.select({ id: products.id }).from(products)).toHaveLength(productsBefore.length)
    const [row] = await ctx.db.select().from(submissionItems).where(eq(submissionItems.id, item.id))
    expect(row!.productId).toBeNull()
    expect(await productFiles()).toHaveLength(filesBefore)
  })

  it('refuses an item not yet received, one without a category, an unknown id; visitor 401, member 403', async () => {
    const waiting = await arrivedItem({ receive: false })
    const notReceived = await makeProduct(staff, waiting.item.id)
    expect(notReceived.statusCode).toBe(409)
    expect(notReceived.json().message).toBe('Artikeln har inte tagits emot än.')

    const uncategorised = await arrivedItem({ category: false })
    const noCategory = await makeProduct(staff, uncategorised.item.id)
    expect(noCategory.statusCode).toBe(409)
    expect(noCategory.json().message).toBe('Välj en kategori för artikeln först.')

    expect((await makeProduct(staff, crypto.randomUUID())).statusCode).toBe(404)
    expect((await makeProduct(undefined, waiting.item.id)).statusCode).toBe(401)
    expect((await makeProduct(anna, uncategorised.item.id)).statusCode).toBe(403)
  })
})

describe('the proposed name', () => {
  it('is the category, a dash and the condition, or the category alone, cut to 120 characters', () => {
    expect(proposedName('Jackor', ' Nyskick ')).toBe('Jackor – Nyskick')
    expect(proposedName('Jackor', '  ')).toBe('Jackor')
    const long = proposedName('Jackor', 'x'.repeat(200))
    expect(long).toHaveLength(120)
    expect(long.endsWith('…')).toBe(true)
  })
})
