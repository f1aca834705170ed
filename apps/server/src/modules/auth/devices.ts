import type { DbOrTx } from '../../db/client.js'
import { hashToken, newToken } from '../../plugins/session.store.js'
import { claimDeviceAttempt, deleteDevice, deleteDeviceAtLimit, insertDevice } from './auth.repository.js'

/**
 * Wrong passwords a trusted device may send in a row (ADR 048). At the limit its cookie is no
 * longer trusted, so a stolen cookie buys a handful of guesses, not a way around the delays.
 */
export const DEVICE_FAILURE_LIMIT = 10
/** How long a device stays trusted after its latest sign-in (each sign-in issues a fresh cookie). */
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000
/** Trusted devices kept per account, newest first (clients that keep no cookies make a new one per login). */
const DEVICES_PER_ACCOUNT = 20

/** A presented device cookie token that is trusted for this login, with its stored hash. */
export interface TrustedDevice {
  token: string
  tokenHash: string
}

/**
 * The presented token that belongs to a live device of the account `email` names, if any; the
 * attempt is counted against that device up front (a success replaces the device anyway).
 */
export async function claimTrustedDevice(
  db: DbOrTx,
  email: string,
  tokens: string[],
): Promise<TrustedDevice | null> {
  const byHash = new Map(tokens.map((token) => [hashToken(token), token]))
  const tokenHash = await claimDeviceAttempt(db, email, [...byHash.keys()], DEVICE_FAILURE_LIMIT)
  return tokenHash ? { token: byHash.get(tokenHash)!, tokenHash } : null
}

/** After a wrong password from a trusted device: forgets it once it reached its limit. */
export const forgetDeviceAtLimit = (db: DbOrTx, device: TrustedDevice) =>
  deleteDeviceAtLimit(db, device.tokenHash, DEVICE_FAILURE_LIMIT)

/**
 * Trusts the browser that just signed in with a fresh token; the device it came as (if any) is
 * replaced, so a copied cookie stops working at the owner's next sign-in. Returns the raw token.
 */
export async function trustDevice(
  db: DbOrTx,
  userId: string,
  replaces: TrustedDevice | null,
): Promise<string> {
  if (replaces) await deleteDevice(db, replaces.tokenHash)
  const token = newToken()
  await insertDevice(db, userId, hashToken(token), new Date(Date.now() + DEVICE_TTL_MS), DEVICES_PER_ACCOUNT)
  return token
}
