import type { LightMyRequestResponse } from 'fastify'
import { chatEvents, chatMessages } from '../../db/schema/index.js'
import type { Caller } from '../submissions/submissions.fixtures.js'
import { callAs, seedSubmission, startSubmissionsTest } from '../submissions/submissions.fixtures.js'

// Test-only builders for the chat tests.

export type { Caller }
export { callAs, seedSubmission }

export const CHAT = '/api/chat'

export const NOT_FOUND = 'Kunde inte hitta inlämningen.'

/**
 * A test file's app on a fresh database with two members (anna, bo), staff, and anna's submission
 * with two items; with the calls and counts the chat tests share.
 */
export async function startChatTest(env: Record<string, string> = {}) {
  const started = await startSubmissionsTest(env)
  const { ctx, anna } = started
  const sub = await seedSubmission(ctx.db, anna.id, { status: 1, items: [{}, {}] })
  return {
    ...started,
    sub,
    call: (who: Caller | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
      callAs(ctx.app, who, method, url, body),
    messageCount: async () => (await ctx.db.select().from(chatMessages)).length,
    eventCount: async () => (await ctx.db.select().from(chatEvents)).length,
    /** A fresh submission of anna's with one item, so each test starts from an empty chat. */
    freshSubmission: () => seedSubmission(ctx.db, anna.id, { status: 1, items: [{}] }),
  }
}

export type ChatTest = Awaited<ReturnType<typeof startChatTest>>

export const sendBody = (
  submissionRequestId: string,
  sender: 'user' | 'admin',
  message = 'Hej!',
  itemId?: string,
) => ({
  submissionRequestId,
  sender,
  message,
  ...(itemId ? { itemId } : {}),
})

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json() as T
