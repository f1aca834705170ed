import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.js'
import { chatMessages, submissionItems, submissionRequests } from '../db/schema/index.js'
import { createCategory, createImage } from '../modules/catalog/catalog.fixtures.js'
import { createMember, createProduct } from '../modules/orders/orders.fixtures.js'
import { photo, seedSubmission, uploadBody } from '../modules/submissions/submissions.fixtures.js'
import { createUser, sessionHeaders } from '../test/factories.js'
import type { FuzzPools } from './fuzz.values.js'

// The fuzz test's data: a member with an order, a cart, a wishlist, submissions with photos and
// chat; another member; staff. Their ids are what the generators draw from, so well-formed
// requests find real rows and go all the way through the handlers.

export interface FuzzWorld {
  pools: FuzzPools
  headers: { member: Record<string, string>; admin: Record<string, string> }
  memberId: string
  adminId: string
}

async function post(app: FastifyInstance, url: string, headers: Record<string, string>, payload?: object) {
  const res = await app.inject({ method: 'POST', url, headers, payload })
  if (res.statusCode >= 300) throw new Error(`setup ${url}: ${res.statusCode} ${res.body}`)
  return res.json()
}

export async function buildWorld(app: FastifyInstance, db: Db): Promise<FuzzWorld> {
  const member = await createMember(db, { points: 2_000 })
  const other = await createMember(db, { points: 100 })
  const admin = await createUser(db, { isAdmin: true })
  const adminHeaders = await sessionHeaders(db, admin.id)

  const root = await createCategory(db, { name: 'Dam' })
  const child = await createCategory(db, { name: 'Tröjor', parentId: root.id })
  const products = await Promise.all(
    Array.from({ length: 6 }, (_, n) =>
      createProduct(db, { categoryId: n % 2 ? root.id : child.id, price: 40 }),
    ),
  )
  const images = await Promise.all(products.slice(0, 3).map((p) => createImage(db, p.id, { main: true })))

  const order = await post(app, '/api/orders', member.headers, { items: [{ productId: products[0]!.id }] })
  await post(app, '/api/cart', member.headers, { productId: products[1]!.id })
  await post(app, '/api/wishlist', member.headers, { productId: products[2]!.id })

  const draft = await seedSubmission(db, member.id, { status: 0, items: [{}, {}] })
  const sent = await seedSubmission(db, member.id, { status: 1, items: [{ approvalStatus: 'approved' }] })
  const othersOwn = await seedSubmission(db, other.id, { status: 1, items: [{}] })
  const jpeg = await photo('jpeg', 32, 24)
  const image = await post(
    app,
    `/api/submissions-request/item/${draft.items[0]!.id}/images`,
    member.headers,
    uploadBody(draft.items[0]!.id, jpeg),
  )
  await post(app, '/api/chat', member.headers, {
    submissionRequestId: sent.id,
    sender: 'user',
    message: 'Hej!',
  })
  await post(app, '/api/chat', adminHeaders, {
    submissionRequestId: sent.id,
    sender: 'admin',
    message: 'Hej på dig!',
  })

  const [messages, items, subs] = await Promise.all([
    db.select({ id: chatMessages.id }).from(chatMessages),
    db.select({ id: submissionItems.id }).from(submissionItems),
    db.select({ id: submissionRequests.id }).from(submissionRequests),
  ])
  const ids = [
    member.id,
    other.id,
    admin.id,
    root.id,
    child.id,
    ...products.map((p) => p.id),
    ...images.map((i) => i.id),
    String(order.id ?? ''),
    String(image.id ?? ''),
    ...messages.map((m) => m.id),
    ...items.map((i) => i.id),
    ...subs.map((s) => s.id),
    othersOwn.id,
  ].filter(Boolean)

  const png = await photo('png', 2, 2)
  return {
    pools: { ids: [...new Set(ids)], imageBase64: png.toString('base64') },
    headers: { member: member.headers, admin: adminHeaders },
    memberId: member.id,
    adminId: admin.id,
  }
}
