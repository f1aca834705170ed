import { at, type Rows, staffMail } from '../../hardening/matrix.entry.js'

/** Staff review, set statuses and talk; editing, sending in, cancelling and photos are the member's. */
const OWN_DRAFT = "the member's own draft: staff change a submission through the review and status calls"

/**
 * Submissions (ADRs 016, 025–027) and their private photos.
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const submissionsRows: Rows = {
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
}
