import type { DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/errors.js'
import { type AttemptKeys, countAttempts, deleteAccountAttempts, insertAttempt } from './auth.repository.js'

/** Attempts are counted over this sliding window. */
const THROTTLE_WINDOW_MS = 15 * 60 * 1000

export type ThrottledAction = 'login' | 'lost-password' | 'register'

/** Per account (tight) and per client address (loose, many people may share one address). */
export const THROTTLE_LIMITS: Record<ThrottledAction, { account: number; address: number }> = {
  login: { account: 10, address: 100 },
  'lost-password': { account: 10, address: 100 },
  // Every registration counts; the account limit bounds the mails one owner can be sent.
  register: { account: 5, address: 20 },
}

const TOO_MANY_ATTEMPTS = 'För många försök. Vänta en stund och försök igen.'

const keysFor = (account: string, address: string): AttemptKeys => ({
  account: account.trim().toLowerCase(),
  address,
})

/**
 * Fails with 429 when the account or the address has used up its attempts in the window. It is
 * checked before the password, so a locked account cannot be used as a password oracle.
 */
export async function assertNotThrottled(
  db: DbOrTx,
  action: ThrottledAction,
  account: string,
  address: string,
): Promise<void> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS)
  const used = await countAttempts(db, action, keysFor(account, address), since)
  const limit = THROTTLE_LIMITS[action]
  if (used.account >= limit.account || used.address >= limit.address) {
    throw new AppError('too_many_requests', TOO_MANY_ATTEMPTS)
  }
}

/** Counts one attempt (a failed login, or any lost-password request) and prunes expired rows. */
export async function recordAttempt(
  db: DbOrTx,
  action: ThrottledAction,
  account: string,
  address: string,
): Promise<void> {
  const olderThan = new Date(Date.now() - THROTTLE_WINDOW_MS)
  await insertAttempt(db, action, keysFor(account, address), olderThan)
}

/** Forgets the failed logins of an account whose owner just proved themselves by a reset link. */
export const clearLoginAttempts = (db: DbOrTx, account: string) =>
  deleteAccountAttempts(db, 'login', account.trim().toLowerCase())
