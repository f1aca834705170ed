import { at, type Rows } from '../../hardening/matrix.entry.js'
import type { Who } from '../../hardening/world.js'

const sender = (who: Who) => (who === 'admin' ? 'admin' : 'user')
const chatQuery = (who: Who) =>
  `forSender=${sender(who)}&sender=${sender(who)}&requestedBySender=${sender(who)}`

/**
 * Chat (ADRs 017, 018).
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const chatRows: Rows = {
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
}
