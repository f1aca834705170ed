import { PUBLIC_PAGES } from '@kladbyte/contract'
import { at, chatQuery, type Entry, OWN_DRAFT, sender, staffMail } from './matrix.entry.js'

/** Matrix rows: submissions, chat, health, documentation, files and the single-page app. */
/** A sample request of each public page whose path has a parameter; a plain path is requested as is. */
const PAGE_SAMPLES: Record<string, Entry['request']> = {
  '/shop': at('/shop?search=jacka'),
  '/shop/*': at('/shop/finns-inte'),
  '/product/:productId': (w) => ({ url: `/product/${w.cartProduct.id}` }),
}

function pageRequest(path: string): Entry['request'] {
  const sample = PAGE_SAMPLES[path]
  if (sample) return sample
  if (/[:*]/.test(path)) throw new Error(`the public page ${path} needs a sample URL in PAGE_SAMPLES`)
  return at(path)
}

export const SUBMISSION_ROWS: Record<string, Entry> = {
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
  'GET /api/ready': { request: at('/api/ready') },
  // 404 to everyone without METRICS_TOKEN's Bearer token (plugins/metrics.ts).
  'GET /metrics': { request: at('/metrics') },
  'GET /api/docs': { request: at('/api/docs') },
  'GET /api/docs/json': { request: at('/api/docs/json') },
  'GET /api/docs/yaml': { request: at('/api/docs/yaml') },
  'GET /api/docs/static/*': { request: at('/api/docs/static/swagger-ui.css') },
  'GET /api/docs/static/index.html': { request: at('/api/docs/static/index.html') },
  'GET /api/docs/static/swagger-initializer.js': { request: at('/api/docs/static/swagger-initializer.js') },
  'GET /assets/*': { request: at('/assets/finns-inte.js') },
  'GET /media/*': { request: at('/media/products/finns-inte/320.webp') },
  'GET /*': { request: at('/mina-sidor') },
  // Pre-rendered and server-rendered storefront pages (plugins/render.ts, ADR 037): one row each.
  ...Object.fromEntries(
    PUBLIC_PAGES.map((page) => [`GET ${page.path}`, { request: pageRequest(page.path) }]),
  ),
}
