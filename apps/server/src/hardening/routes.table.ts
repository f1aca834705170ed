import { event, signer, WEBHOOK_SECRET } from '../modules/membership/membership.stripe.fixtures.js'
import { TEST_PASSWORD } from '../test/factories.js'
import type { Headers, Who, World } from './world.js'

// The access matrix's inputs: one entry per live route, keyed `METHOD url` exactly as Fastify
// registers it. A route without an entry, or an entry without a route, fails the matrix (ADR 030).

export interface MatrixRequest {
  url: string
  payload?: unknown
  /** Replaces the caller's standing session headers (e.g. a fresh session for a logout). */
  headers?: Headers
}

export interface Entry {
  /** A well-formed request as `who`; builders may make fresh resources of A's to act on. */
  request: (w: World, who: Who) => MatrixRequest | Promise<MatrixRequest>
  /** A Server-Sent Events stream: opened over HTTP, only its status and headers are checked. */
  stream?: true
  /** Why staff get 404 on this owner route like another member (the thing is the member's alone). */
  staffNotOwner?: string
  /** Why staff get 403 on this member route (a call for members' own accounts only). */
  staffRefused?: string
  /** A member route that addresses a thing of A's: B gets 404 like on an owner route. */
  privateToA?: true
  /** Runs after every other entry, in this rank's order: it ends the caller's session or membership. */
  last?: number
  /** Registered only with Stripe configured: checked on a second app in Stripe mode. */
  stripeOnly?: true
}

const n = (() => {
  let i = 0
  return () => ++i
})()
const sender = (who: Who) => (who === 'admin' ? 'admin' : 'user')
const chatQuery = (who: Who) =>
  `forSender=${sender(who)}&sender=${sender(who)}&requestedBySender=${sender(who)}`
const staffMail = (w: World) => ({
  to: w.a.user.email,
  subject: 'Hej',
  body: 'Hej från matrisen',
  isHtml: false,
})
const productFields = (w: World) => ({
  name: `Matrisplagg ${n()}`,
  description: 'Fin',
  categoryId: w.category.id,
  size: 'M',
  price: 50,
  display: true,
})
/** Staff review, set statuses and talk; editing, sending in, cancelling and photos are the member's. */
const OWN_DRAFT = "the member's own draft: staff change a submission through the review and status calls"
/** A row whose request is this URL alone, the same for every caller. */
const at = (url: string) => () => ({ url })

/** One row per live route, the plugins' (files, OpenAPI) included. */
export const MATRIX: Record<string, Entry> = {
  // Sessions and accounts
  'POST /api/Authentication/authenticate': {
    // Signing in replaces the session it was sent with: a fresh one keeps the caller's standing session.
    request: async (w, who) => ({
      url: '/api/Authentication/authenticate',
      headers: await w.freshHeaders(who),
      payload: { username: w.a.user.email, password: TEST_PASSWORD },
    }),
  },
  'GET /api/Authentication/logout': {
    last: 2,
    request: async (w, who) => ({ url: '/api/Authentication/logout', headers: await w.freshHeaders(who) }),
  },
  'GET /api/Authentication/validatetoken': { request: at('/api/Authentication/validatetoken') },
  'GET /api/Users/UserContext': { request: at('/api/Users/UserContext') },
  'POST /api/Users/changePassword': {
    last: 3,
    request: async (w, who) => ({
      url: '/api/Users/changePassword',
      headers: await w.freshHeaders(who),
      payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    }),
  },
  'GET /api/Users/pointsHistory': { request: at('/api/Users/pointsHistory') },
  'GET /api/Users/me/export': { request: at('/api/Users/me/export') },
  'POST /api/Users/me/delete': {
    // Members delete an account of their own made for this row, so A and B stay for the rest.
    staffRefused: 'staff accounts come from ADMIN_EMAILS and would be made staff again (ADR 033)',
    request: async (w, who) => ({
      url: '/api/Users/me/delete',
      headers: who === 'a' || who === 'b' ? await w.throwawayMember() : undefined,
      payload: { password: TEST_PASSWORD },
    }),
  },
  'POST /api/Users/register': {
    request: () => ({
      url: '/api/Users/register',
      payload: {
        email: `matris-${n()}@example.com`,
        password: 'Hemligt123!',
        confirmPassword: 'Hemligt123!',
        socialSecurityNumber: '198112189876',
        firstName: 'Mats',
        lastName: 'Matris',
        phone: '070-111 22 33',
        address: 'Gatan 1',
        city: 'Stockholm',
        postalCode: '111 22',
        region: 'Stockholms län',
        country: 'Sverige',
      },
    }),
  },
  'POST /api/Users/saveContext': {
    request: () => ({ url: '/api/Users/saveContext', payload: { firstName: 'Anna' } }),
  },
  'POST /api/emailVerification/verifyEmail': {
    request: () => ({
      url: '/api/emailVerification/verifyEmail',
      payload: { token: 'ingen-sadan-kod-0123456789' },
    }),
  },
  'POST /api/users/lost-password': {
    request: (w) => ({ url: '/api/users/lost-password', payload: { email: w.a.user.email } }),
  },
  'POST /api/users/reset-password': {
    request: () => ({
      url: '/api/users/reset-password',
      payload: {
        token: 'ingen-sadan-kod-0123456789',
        newPassword: 'Hemligt123!',
        confirmPassword: 'Hemligt123!',
      },
    }),
  },
  'GET /api/csrfToken': { request: at('/api/csrfToken') },

  // Staff: customers
  'POST /api/users': {
    request: () => ({
      url: '/api/users',
      payload: { firstName: 'Ny', lastName: 'Kund', email: `ny-${n()}@example.com` },
    }),
  },
  'GET /api/users/:id': { request: (w) => ({ url: `/api/users/${w.a.id}` }) },
  'POST /api/users/:id/points': {
    request: (w) => ({
      url: `/api/users/${w.a.id}/points`,
      payload: { amount: 5, reason: 'Matrisens test' },
    }),
  },
  'GET /api/users/export.csv': { request: at('/api/users/export.csv?search=Anna') },
  'GET /api/users/paged': { request: at('/api/users/paged?page=1&pageSize=10&search=Anna') },

  // Staff: back office
  'GET /api/admin/dashboard': { request: at('/api/admin/dashboard') },
  'GET /api/admin/points-guide': { request: at('/api/admin/points-guide') },
  'PUT /api/admin/points-guide': {
    request: (w) => ({
      url: '/api/admin/points-guide',
      payload: { entries: [{ categoryId: w.category.id, points: 20 }] },
    }),
  },
  'GET /api/admin/settings': { request: at('/api/admin/settings') },
  'PUT /api/admin/settings': { request: (w) => ({ url: '/api/admin/settings', payload: w.settings }) },
  'GET /api/settings/public': { request: at('/api/settings/public') },
  'GET /api/points-guide': { request: at('/api/points-guide') },
  'POST /api/contact/form': {
    request: () => ({
      url: '/api/contact/form',
      payload: { name: 'Eva', email: 'eva@example.com', message: 'Hej!' },
    }),
  },

  // Cart and wishlist (the member's own lists: no ids of anyone else's)
  'GET /api/cart': { request: at('/api/cart') },
  'POST /api/cart': {
    request: async (w) => ({ url: '/api/cart', payload: { productId: (await w.product()).id } }),
  },
  'DELETE /api/cart/:productId': { request: (w) => ({ url: `/api/cart/${w.cartProduct.id}` }) },
  'POST /api/cart/add-wishlist-item-to-cart/:id': {
    request: (w) => ({ url: `/api/cart/add-wishlist-item-to-cart/${w.wishProduct.id}` }),
  },
  'POST /api/cart/add-wishlist-to-cart': { request: at('/api/cart/add-wishlist-to-cart') },
  'DELETE /api/cart/clear': { request: at('/api/cart/clear') },
  'POST /api/cart/merge': {
    request: async (w) => ({ url: '/api/cart/merge', payload: { productIds: [(await w.product()).id] } }),
  },
  'GET /api/wishlist': { request: at('/api/wishlist') },
  'POST /api/wishlist': {
    request: async (w) => ({ url: '/api/wishlist', payload: { productId: (await w.product()).id } }),
  },
  'DELETE /api/wishlist/:id': { request: (w) => ({ url: `/api/wishlist/${w.wishProduct.id}` }) },
  'DELETE /api/wishlist/clear': { request: at('/api/wishlist/clear') },
  'POST /api/wishlist/merge': {
    request: async (w) => ({ url: '/api/wishlist/merge', payload: { productIds: [(await w.product()).id] } }),
  },

  // Catalogue
  'GET /api/category': { request: at('/api/category') },
  'POST /api/category': {
    request: () => ({ url: '/api/category', payload: { name: `Matris ${n()}`, parent: null } }),
  },
  'PUT /api/category': {
    request: async (w) => ({
      url: '/api/category',
      payload: { id: (await w.freshCategory()).id, name: `Bytt ${n()}`, display: true, parent: null },
    }),
  },
  'DELETE /api/category/:id': {
    request: async (w) => ({ url: `/api/category/${(await w.freshCategory()).id}` }),
  },
  'GET /api/category/all': { request: at('/api/category/all') },
  'GET /api/category/tree': { request: at('/api/category/tree') },
  'POST /api/products': { request: (w) => ({ url: '/api/products', payload: productFields(w) }) },
  'PUT /api/products': {
    request: async (w) => ({
      url: '/api/products',
      payload: { ...productFields(w), id: (await w.product()).id },
    }),
  },
  'DELETE /api/products/:id': { request: async (w) => ({ url: `/api/products/${(await w.product()).id}` }) },
  'GET /api/products/:id': { request: (w) => ({ url: `/api/products/${w.shopProduct.id}` }) },
  'GET /api/products/admin/search': {
    request: (w) => ({ url: `/api/products/admin/search?page=1&categoryId=${w.category.id}` }),
  },
  'GET /api/products/all/:skip/:take': { request: at('/api/products/all/0/10') },
  'GET /api/products/category/:id/:skip/:take/:sort': {
    request: (w) => ({ url: `/api/products/category/${w.category.id}/0/10/newest` }),
  },
  'GET /api/products/mainCategory/:id/:skip/:take/:sort': {
    request: (w) => ({ url: `/api/products/mainCategory/${w.category.id}/0/10/newest` }),
  },
  'DELETE /api/products/image/:imageId': {
    request: async (w) => ({ url: `/api/products/image/${(await w.freshImage(w.shopProduct.id)).id}` }),
  },
  'POST /api/products/image/:productId': {
    request: async (w) => ({
      url: `/api/products/image/${(await w.product()).id}`,
      payload: { blob: w.jpegBase64, main: true },
    }),
  },
  'PUT /api/products/image/main/:productId/:imageId': {
    request: (w) => ({ url: `/api/products/image/main/${w.shopProduct.id}/${w.shopImage.id}` }),
  },
  'GET /api/products/images/:productId': {
    request: (w) => ({ url: `/api/products/images/${w.shopProduct.id}` }),
  },
  'GET /api/products/search': { request: at('/api/products/search?search=Plagg&page=1&pageSize=10') },

  // Orders
  'GET /api/orders': { request: at('/api/orders') },
  'POST /api/orders': {
    request: async (w) => ({
      url: '/api/orders',
      payload: { items: [{ productId: (await w.product()).id }] },
    }),
  },
  'GET /api/orders/:id': { request: (w) => ({ url: `/api/orders/${w.orderId}` }) },
  'DELETE /api/orders/:id': { request: async (w) => ({ url: `/api/orders/${await w.order()}` }) },
  'POST /api/orders/:id/email': {
    request: (w) => ({ url: `/api/orders/${w.orderId}/email`, payload: staffMail(w) }),
  },
  'PUT /api/orders/:id/status/:status': {
    request: async (w) => ({ url: `/api/orders/${await w.order()}/status/1` }),
  },
  'GET /api/orders/export.csv': { request: at('/api/orders/export.csv?status=0') },
  'GET /api/orders/paged': { request: at('/api/orders/paged?page=1&pageSize=10') },

  // Membership
  'GET /api/subscription/config': { request: at('/api/subscription/config') },
  'POST /api/subscription/create-checkout-session': {
    request: at('/api/subscription/create-checkout-session'),
  },
  'GET /api/subscription/session-status': {
    staffNotOwner: "a payment session is the member's own; staff see memberships on the customer page",
    request: (w) => ({ url: `/api/subscription/session-status?session_id=${w.checkoutSessionId}` }),
  },
  'POST /api/subscription/test-complete': {
    staffNotOwner: 'only the member completes their own test-mode checkout',
    request: async (w) => ({
      url: '/api/subscription/test-complete',
      payload: { sessionId: await w.checkout() },
    }),
  },
  'POST /api/subscription/cancel': { last: 1, request: at('/api/subscription/cancel') },
  'GET /api/users/subscription': { request: at('/api/users/subscription') },
  'POST /api/subscription/webhook': {
    stripeOnly: true,
    request: () => {
      // An event type the shop ignores: signed as Stripe signs, so only the session rules are tested.
      const payload = event('customer.created', { id: `cus_${n()}`, object: 'customer' })
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
      return {
        url: '/api/subscription/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      }
    },
  },

  // Submissions (ADRs 016, 025–027)
  'GET /api/submissions-request': { request: at('/api/submissions-request') },
  'POST /api/submissions-request': { request: at('/api/submissions-request') },
  'PUT /api/submissions-request': {
    staffNotOwner: OWN_DRAFT,

    request: async (w) => {
      const sub = await w.submission(0)
      const items = [{ id: sub.itemId, condition: 'Som ny', notes: '' }]
      return { url: '/api/submissions-request', payload: { id: sub.id, status: 0, notes: 'Matris', items } }
    },
  },
  'GET /api/submissions-request/:id': { request: (w) => ({ url: `/api/submissions-request/${w.sub.id}` }) },
  'DELETE /api/submissions-request/:id': {
    staffNotOwner: OWN_DRAFT,

    request: async (w) => ({ url: `/api/submissions-request/${(await w.submission(0)).id}` }),
  },
  'PUT /api/submissions-request/:id/submit': {
    staffNotOwner: OWN_DRAFT,

    request: async (w) => ({ url: `/api/submissions-request/${(await w.submission(0)).id}/submit` }),
  },
  'POST /api/submissions-request/:id/email': {
    request: (w) => ({ url: `/api/submissions-request/${w.sub.id}/email`, payload: staffMail(w) }),
  },
  'POST /api/submissions-request/:id/receive': {
    request: async (w) => {
      const sub = await w.submission(2, 'approved')
      return {
        url: `/api/submissions-request/${sub.id}/receive`,
        payload: { items: [{ id: sub.itemId, points: 10 }] },
      }
    },
  },
  'PUT /api/submissions-request/:id/review': {
    request: async (w) => {
      const sub = await w.submission(2)
      const items = [{ id: sub.itemId, approvalStatus: 'approved', points: 10, categoryId: w.category.id }]
      return {
        url: `/api/submissions-request/${sub.id}/review`,
        payload: { reviewerNotes: 'Bra', priority: 'hög', items },
      }
    },
  },
  'PUT /api/submissions-request/:id/status/:status': {
    request: async (w) => ({ url: `/api/submissions-request/${(await w.submission(1)).id}/status/2` }),
  },
  'GET /api/submissions-request/export.csv': { request: at('/api/submissions-request/export.csv?status=1') },
  'GET /api/submissions-request/paged': { request: at('/api/submissions-request/paged?page=1&pageSize=10') },
  'GET /api/submissions-request/user': { request: at('/api/submissions-request/user') },
  'GET /api/submissions-request/item/:itemId/images': {
    request: (w) => ({ url: `/api/submissions-request/item/${w.sub.itemId}/images` }),
  },
  'POST /api/submissions-request/item/:itemId/images': {
    staffNotOwner: OWN_DRAFT,

    request: async (w) => {
      const sub = await w.submission(0)
      const url = `/api/submissions-request/item/${sub.itemId}/images`
      return {
        url,
        payload: { submissionRequestItemId: sub.itemId, imageUrl: '', main: true, blob: w.jpegBase64 },
      }
    },
  },
  'PUT /api/submissions-request/item/:itemId/images/:imageId/set-main': {
    staffNotOwner: OWN_DRAFT,

    request: async (w) => {
      const sub = await w.submission(0)
      const image = await w.submissionPhoto(sub.id, sub.itemId)
      return { url: `/api/submissions-request/item/${sub.itemId}/images/${image.id}/set-main` }
    },
  },
  'DELETE /api/submissions-request/item/image/:imageId': {
    staffNotOwner: OWN_DRAFT,

    request: async (w) => {
      const sub = await w.submission(0)
      return {
        url: `/api/submissions-request/item/image/${(await w.submissionPhoto(sub.id, sub.itemId)).id}`,
      }
    },
  },
  'POST /api/submissions-request/item/:itemId/product': {
    request: async (w) => ({ url: `/api/submissions-request/item/${await w.receivedItem()}/product` }),
  },
  'GET /api/media/private/submissions/:imageId/:width': {
    privateToA: true,
    request: (w) => ({ url: w.image.url }),
  },

  // Chat (ADRs 017, 018)
  'POST /api/chat': {
    request: (w, who) => ({
      url: '/api/chat',
      payload: { submissionRequestId: w.sub.id, sender: sender(who), message: 'Hej från matrisen' },
    }),
  },
  'DELETE /api/chat/:messageId': {
    // Each side deletes its own messages: staff get one of theirs on A's submission.
    request: async (w, who) => ({
      url: `/api/chat/${await w.chatMessage(w.sub.id, undefined, who === 'admin')}?${chatQuery(who)}`,
    }),
  },
  'GET /api/chat/:submissionId': { request: (w) => ({ url: `/api/chat/${w.sub.id}` }) },
  'GET /api/chat/:submissionId/item/:itemId': {
    request: (w) => ({ url: `/api/chat/${w.sub.id}/item/${w.sub.itemId}` }),
  },
  'GET /api/chat/:submissionId/events': {
    stream: true,
    request: (w) => ({ url: `/api/chat/${w.sub.id}/events` }),
  },
  'GET /api/chat/events': { stream: true, request: at('/api/chat/events') },
  'PUT /api/chat/mark-read/:submissionId': {
    request: (w, who) => ({ url: `/api/chat/mark-read/${w.sub.id}?${chatQuery(who)}` }),
  },
  'PUT /api/chat/mark-read/:submissionId/item/:itemId': {
    request: (w, who) => ({ url: `/api/chat/mark-read/${w.sub.id}/item/${w.sub.itemId}?${chatQuery(who)}` }),
  },
  'GET /api/chat/unread-count/:submissionId': {
    request: (w, who) => ({ url: `/api/chat/unread-count/${w.sub.id}?${chatQuery(who)}` }),
  },
  'GET /api/chat/unread-count/:submissionId/item/:itemId': {
    request: (w, who) => ({
      url: `/api/chat/unread-count/${w.sub.id}/item/${w.sub.itemId}?${chatQuery(who)}`,
    }),
  },

  // Health, documentation, files and the single-page app
  'GET /api/health': { request: at('/api/health') },
  'GET /api/docs': { request: at('/api/docs') },
  'GET /api/docs/json': { request: at('/api/docs/json') },
  'GET /api/docs/yaml': { request: at('/api/docs/yaml') },
  'GET /api/docs/static/*': { request: at('/api/docs/static/swagger-ui.css') },
  'GET /api/docs/static/index.html': { request: at('/api/docs/static/index.html') },
  'GET /api/docs/static/swagger-initializer.js': { request: at('/api/docs/static/swagger-initializer.js') },
  'GET /assets/*': { request: at('/assets/finns-inte.js') },
  'GET /media/*': { request: at('/media/products/finns-inte/320.webp') },
  'GET /*': { request: at('/mina-sidor') },
}
