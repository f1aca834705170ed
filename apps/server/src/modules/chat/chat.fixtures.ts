import type { LightMyRequestResponse } from 'fastify'
import type { Caller } from '../submissions/submissions.fixtures.js'
import { callAs, seedSubmission, startSubmissionsTest } from '../submissions/submissions.fixtures.js'

// Test-only builders for the chat tests.

export type { Caller }
export { callAs, seedSubmission }

export const CHAT = '/api/chat'

/** A test file's app on a fresh database with two members (anna, bo), staff, and anna's submission with two items. */
export async function startChatTest(env: Record<string, string> = {}) {
  const started = await startSubmissionsTest(env)
  const sub = await seedSubmission(started.ctx.db, started.anna.id, { status: 1, items: [{}, {}] })
  return { ...started, sub }
}

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
