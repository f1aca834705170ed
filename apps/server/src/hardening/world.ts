import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import type { Db } from '../db/client.js'
import {
  chatMessages,
  checkoutSessions,
  memberships,
  submissionItems,
  submissionRequests,
} from '../db/schema/index.js'
import { createCategory, createImage } from '../modules/catalog/catalog.fixtures.js'
import { createMember, createProduct } from '../modules/orders/orders.fixtures.js'
import { photo, uploadBody } from '../modules/submissions/submissions.fixtures.js'
import { createUser, sessionHeaders } from '../test/factories.js'

// Test-only: the one world the access and CSRF matrices run against. Member A owns one of
// everything; B is another member; staff is an admin. Builders make fresh resources of A's for
// calls that change or remove what they address, so the order of the cases does not matter.

export const CALLERS = ['visitor', 'a', 'b', 'admin'] as const
export type Who = (typeof CALLERS)[number]

export type Headers = Record<string, string>

function expectOk(res: LightMyRequestResponse, what: string) {
  if (res.statusCode >= 300) throw new Error(`world: ${what} answered ${res.statusCode} ${res.body}`)
  return res.body ? res.json() : undefined
}

export async function seedWorld(app: FastifyInstance, db: Db) {
  const a = await createMember(db, { points: 100_000 })
  const b = await createMember(db, { points: 100_000 })
  const staffUser = await createUser(db, { isAdmin: true })
  // Staff are members too, so a member call answers them for what it does, not for a membership.
  await db.insert(memberships).values({ userId: staffUser.id, provider: 'test', status: 'active' })
  const staff = { user: staffUser, id: staffUser.id, headers: await sessionHeaders(db, staffUser.id) }
  const headersOf: Record<Who, Headers> = { visitor: {}, a: a.headers, b: b.headers, admin: staff.headers }
  const userOf = { a: a.user, b: b.user, admin: staffUser }
  const call = async (who: Who, opts: InjectOptions, what: string) =>
    expectOk(await app.inject({ ...opts, headers: { ...headersOf[who], ...opts.headers } }), what)

  const category = await createCategory(db, { name: 'Matris' })
  let categories = 0
  const product = () => createProduct(db, { categoryId: category.id })

  /** A submission of A's at a status, with one item (approved when asked). */
  async function submission(status = 1, approvalStatus: 'awaiting' | 'approved' = 'awaiting') {
    const [sub] = await db.insert(submissionRequests).values({ userId: a.id, status }).returning()
    const [item] = await db
      .insert(submissionItems)
      .values({ submissionId: sub!.id, position: 0, condition: 'Fint skick', approvalStatus })
      .returning()
    return { id: sub!.id, itemId: item!.id }
  }

  /** A photo on an item of A's, uploaded the way the member's page does. */
  async function submissionPhoto(submissionId: string, itemId: string): Promise<{ id: string; url: string }> {
    // Photos are added while the submission is a draft; it then goes back to where it was.
    const [row] = await db.select().from(submissionRequests).where(eq(submissionRequests.id, submissionId))
    const status = row!.status
    await db.update(submissionRequests).set({ status: 0 }).where(eq(submissionRequests.id, submissionId))
    const body = uploadBody(itemId, await photo('jpeg', 64, 48), true)
    const url = `/api/submissions-request/item/${itemId}/images`
    const res = await call('a', { method: 'POST', url, payload: body }, 'photo')
    await db.update(submissionRequests).set({ status }).where(eq(submissionRequests.id, submissionId))
    const text = JSON.stringify(res)
    const privateUrl = /\/api\/media\/private\/submissions\/[^"?]+/.exec(text)?.[0]
    if (!privateUrl) throw new Error(`world: no private photo URL in ${text}`)
    return { id: res.imageId as string, url: privateUrl }
  }

  /** An order of A's for a fresh garment. */
  async function order(): Promise<string> {
    const p = await product()
    const res = await call(
      'a',
      { method: 'POST', url: '/api/orders', payload: { items: [{ productId: p.id }] } },
      'order',
    )
    return (res.id ?? res.orderId ?? res.data?.id) as string
  }

  /** A chat message on a submission of A's, written by A or (`byStaff`) by staff. */
  async function chatMessage(submissionId: string, itemId?: string, byStaff = false): Promise<string> {
    const author = byStaff
      ? { sender: 'admin' as const, authorId: staffUser.id }
      : { sender: 'user' as const, authorId: a.id }
    const [row] = await db
      .insert(chatMessages)
      .values({ submissionId, itemId: itemId ?? null, ...author, message: 'Hej!' })
      .returning()
    return row!.id
  }

  const jpegBase64 = (await photo('jpeg', 64, 48)).toString('base64')

  /** An item of A's that has arrived and been credited, ready to become a shop garment. */
  async function receivedItem(): Promise<string> {
    const fresh = await submission(2, 'approved')
    // A garment becomes a product in the category staff chose when reviewing it.
    await db
      .update(submissionItems)
      .set({ categoryId: category.id })
      .where(eq(submissionItems.id, fresh.itemId))
    const url = `/api/submissions-request/${fresh.id}/receive`
    await call(
      'admin',
      { method: 'POST', url, payload: { items: [{ id: fresh.itemId, points: 10 }] } },
      'receive',
    )
    return fresh.itemId
  }

  const sub = await submission(1)
  const image = await submissionPhoto(sub.id, sub.itemId)
  await chatMessage(sub.id)
  await chatMessage(sub.id, sub.itemId)
  const cartProduct = await product()
  const wishProduct = await product()
  await call('a', { method: 'POST', url: '/api/cart', payload: { productId: cartProduct.id } }, 'cart')
  await call(
    'a',
    { method: 'POST', url: '/api/wishlist', payload: { productId: wishProduct.id } },
    'wishlist',
  )
  const orderId = await order()
  // A has a membership already (orders need one), so the open test-mode session is written directly.
  const checkout = async (): Promise<string> => {
    const id = `test_${randomBytes(8).toString('hex')}`
    await db.insert(checkoutSessions).values({ id, userId: a.id, provider: 'test' })
    return id
  }
  const checkoutSessionId = await checkout()
  const settings = await call('admin', { method: 'GET', url: '/api/admin/settings' }, 'settings')
  const shopProduct = await product()
  const shopImage = await createImage(db, shopProduct.id, { main: true })

  return {
    a,
    b,
    staff,
    headersOf,
    userOf,
    category,
    sub,
    image,
    orderId,
    cartProduct,
    wishProduct,
    shopProduct,
    shopImage,
    checkoutSessionId,
    checkout,
    settings,
    product,
    jpegBase64,
    receivedItem,
    submission,
    submissionPhoto,
    order,
    chatMessage,
    freshCategory: () => createCategory(db, { name: `Tom ${++categories}` }),
    freshImage: (productId: string) => createImage(db, productId),
    /** A session of a new member of their own (for calls that end the account itself). */
    throwawayMember: async (): Promise<Headers> => sessionHeaders(db, (await createUser(db)).id),
    /** A new session of the caller's own (for calls that end or replace the session). */
    freshHeaders: async (who: Who): Promise<Headers> =>
      who === 'visitor' ? {} : sessionHeaders(db, userOf[who].id),
  }
}

export type World = Awaited<ReturnType<typeof seedWorld>>
