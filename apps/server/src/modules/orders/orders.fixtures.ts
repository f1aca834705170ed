import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Db } from '../../db/client.js'
import { categories, memberships, pointsLedger, productImages, products } from '../../db/schema/index.js'
import { createUser, sessionHeaders } from '../../test/factories.js'

// Test-only data builders shared by the cart, wishlist, orders and points tests.

let categoryId: Promise<string> | null = null
let lastDb: Db | null = null

/** One category per test database, created on first use. */
function testCategory(db: Db): Promise<string> {
  if (lastDb !== db) {
    lastDb = db
    categoryId = db
      .insert(categories)
      .values({ name: 'Tröjor' })
      .returning({ id: categories.id })
      .then((r) => r[0]!.id)
  }
  return categoryId!
}

/** Inserts a garment (available and displayed unless overridden). */
export async function createProduct(db: Db, overrides: Partial<typeof products.$inferInsert> = {}) {
  const [p] = await db
    .insert(products)
    .values({
      name: `Plagg ${randomBytes(3).toString('hex')}`,
      description: 'Mjuk och skön',
      price: 50,
      size: 'M',
      categoryId: await testCategory(db),
      ...overrides,
    })
    .returning()
  return p!
}

/** Gives a garment a main image with this storage key. */
export async function addMainImage(db: Db, productId: string, storageKey: string) {
  await db
    .insert(productImages)
    .values({ productId, storageKey, main: true, widths: [320, 640], width: 640, height: 800 })
}

export interface MemberOptions {
  points?: number
  membership?: boolean
}

/** A signed-in member with an active membership and some points (both optional). */
export async function createMember(db: Db, { points = 0, membership = true }: MemberOptions = {}) {
  const user = await createUser(db)
  if (membership) {
    await db.insert(memberships).values({ userId: user.id, provider: 'test', status: 'active' })
  }
  if (points > 0) {
    await db
      .insert(pointsLedger)
      .values({ userId: user.id, delta: points, reason: 'adjustment', sourceRef: `test:${user.id}` })
  }
  return { user, id: user.id, headers: await sessionHeaders(db, user.id) }
}

export type Member = Awaited<ReturnType<typeof createMember>>

/** One API call as a member (or as a visitor without `who`). */
export function callApi(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  who?: { headers: Record<string, string> },
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { ...who?.headers, ...headers }, payload })
}

/** `POST /api/orders` for these garments as a member (headers such as an Idempotency-Key added). */
export const placeOrderApi = (
  app: FastifyInstance,
  who: Member,
  productIds: string[],
  headers: Record<string, string> = {},
) =>
  callApi(app, 'POST', '/api/orders', who, { items: productIds.map((productId) => ({ productId })) }, headers)

/** A garment's state as stored ('available', 'reserved', 'sold'). */
export const productState = async (db: Db, id: string) =>
  (await db.select({ state: products.state }).from(products).where(eq(products.id, id)))[0]!.state
