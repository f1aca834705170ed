import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import {
  cartItems,
  memberships,
  orderItems,
  orders,
  outbox,
  pointsLedger,
  submissionRequests,
  wishlistItems,
} from '../../db/schema/index.js'
import type { TestContext } from '../../test/context.js'
import { sendBody } from '../chat/chat.fixtures.js'
import { createProduct } from '../orders/orders.fixtures.js'
import {
  BASE,
  type Caller,
  callAs,
  photo,
  seedSubmission,
  uploadBody,
} from '../submissions/submissions.fixtures.js'

// Test-only builders for the privacy tests: a member with something of every kind the export holds.

export const EXPORT = '/api/Users/me/export'
export const DELETE = '/api/Users/me/delete'

/**
 * Gives `who` an order with two lines, ledger entries, a membership, a submission with a photo
 * (uploaded, so its files exist), chat from both sides, a mail, and a cart and a wishlist garment.
 * Every text carries `tag`, so a test can tell whose data an answer holds.
 */
export async function seedMemberData(ctx: TestContext, who: Caller, staff: Caller, tag: string) {
  const db: Db = ctx.db
  const [a, b, c] = await Promise.all([
    createProduct(db, { name: `Kjol ${tag}`, state: 'sold' }),
    createProduct(db, { name: `Jacka ${tag}`, state: 'sold' }),
    createProduct(db, { name: `Mössa ${tag}` }),
  ])
  const [order] = await db.insert(orders).values({ userId: who.id, totalPoints: 150 }).returning()
  await db.insert(orderItems).values([
    { orderId: order!.id, productId: a.id, price: 100, productName: a.name, size: 'M' },
    { orderId: order!.id, productId: b.id, price: 50, productName: b.name, size: 'L' },
  ])
  await db.insert(pointsLedger).values([
    { userId: who.id, delta: 300, reason: 'welcome', sourceRef: `welcome:${who.id}` },
    { userId: who.id, delta: -150, reason: 'order', sourceRef: `order:${order!.id}` },
  ])
  await db.insert(memberships).values({ userId: who.id, provider: 'test', status: 'active' })
  await db.insert(cartItems).values({ userId: who.id, productId: c.id })
  await db.insert(wishlistItems).values({ userId: who.id, productId: a.id })
  await db.insert(outbox).values({ to: who.email, subject: `Order mottagen ${tag}`, text: 'x', html: 'x' })

  const sub = await seedSubmission(db, who.id, { items: [{ condition: `Fint skick ${tag}` }] })
  await db
    .update(submissionRequests)
    .set({ title: `Vinterkläder ${tag}`, customerNotes: `Ring mig ${tag}` })
    .where(eq(submissionRequests.id, sub.id))
  const itemId = sub.items[0]!.id
  const up = await callAs(
    ctx.app,
    who,
    'POST',
    `${BASE}/item/${itemId}/images`,
    uploadBody(itemId, await photo()),
  )
  if (up.statusCode !== 201) throw new Error(`upload failed: ${up.body}`)
  for (const [caller, side, text] of [
    [who, 'user', `Hej från ${tag}`],
    [staff, 'admin', `Svar till ${tag}`],
  ] as const) {
    const res = await callAs(ctx.app, caller, 'POST', '/api/chat', sendBody(sub.id, side, text))
    if (res.statusCode >= 300) throw new Error(`chat failed: ${res.body}`)
  }
  return { orderId: order!.id, submissionId: sub.id, itemId, imageId: up.json().imageId as string }
}
