import type { DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/errors.js'
import { type AttemptKeys, deleteAccountAttempts, insertAttempt, recentAttempts } from './auth.repository.js'

/**
 * Attempts are remembered this long (ADR 048): far longer than the longest wait, so an attacker who
 * keeps guessing stays at the longest wait instead of earning fresh free attempts.
 */
const THROTTLE_WINDOW_MS = 24 * 60 * 60 * 1000
/** The first wait; each further attempt doubles it, up to the longest. */
export const FIRST_WAIT_MS = 30 * 1000
export const LONGEST_WAIT_MS = 15 * 60 * 1000

export type ThrottledAction = 'login' | 'lost-password' | 'register'

/**
 * Attempts per account (tight) and per client address (loose, many people may share one address)
 * that need no wait. Past them the next attempt waits FIRST_WAIT_MS after the latest one, and the
 * wait doubles per further attempt. There is no hard lock: the right password gets in once the
 * wait has passed, and a browser that signed in to the account before never waits (devices.ts).
 */
export const THROTTLE_LIMITS: Record<ThrottledAction, { account: number; address: number }> = {
  login: { account: 5, address: 50 },
  'lost-password': { account: 5, address: 50 },
  // Every registration counts; the account limit bounds the mails one owner can be sent.
  register: { account: 5, address: 20 },
}

/** How long after the latest attempt the next may come when `count` are remembered and `free` need no wait. */
export const waitAfter = (count: number, free: number) =>
  count < free ? 0 : Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** Math.min(count - free, 20))

const keysFor = (account: string, address: string): AttemptKeys => ({
  account: account.trim().toLowerCase(),
  address,
})

/** '30 sekunder', '1 minut', '15 minuter' (whole minutes rounded up past the first minute). */
function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 sekund' : `${seconds} sekunder`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minut' : `${minutes} minuter`
}

/** 429 with `Retry-After` and the wait in words. */
export function tooManyAttempts(waitMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  return new AppError(
    'too_many_requests',
    `För många försök. Vänta ${waitText(seconds)} och försök igen.`,
    undefined,
    {
      'retry-after': String(seconds),
    },
  )
}

/**
 * Fails with 429 while the account's or the address's wait runs. It is checked before the
 * password, so a right guess during the wait gets the same answer as a wrong one (no oracle).
 */
export async function assertNotThrottled(
  db: DbOrTx,
  action: ThrottledAction,
  account: string,
  address: string,
): Promise<void> {
  const now = Date.now()
  const recent = await recentAttempts(
    db,
    action,
    keysFor(account, address),
    new Date(now - THROTTLE_WINDOW_MS),
  )
  const free = THROTTLE_LIMITS[action]
  // Under the free count there is no wait at all. Measuring from the latest stamp even then would
  // refuse a request whose parallel twin recorded its attempt after this one read the clock.
  const readyAt = ({ count, last }: { count: number; last: number | null }, limit: number) => {
    const wait = waitAfter(count, limit)
    return last === null || wait === 0 ? 0 : last + wait
  }
  const ready = Math.max(readyAt(recent.account, free.account), readyAt(recent.address, free.address))
  if (ready > now) throw tooManyAttempts(ready - now)
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
