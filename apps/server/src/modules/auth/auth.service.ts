import { authTexts, type LoginBody } from '@kladbyte/contract'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/errors.js'
import { createSession, deleteSession, type RequestSession } from '../../plugins/session.store.js'
import { deleteExpiredSessions, findLoginUser } from './auth.repository.js'
import { claimTrustedDevice, forgetDeviceAtLimit, trustDevice } from './devices.js'
import { DUMMY_HASH, verifyPassword } from './password.js'
import { assertNotThrottled, recordAttempt } from './throttle.js'

/**
 * Signs in with e-mail and password. Every failure is the same 401 'Fel email eller lösenord'; an
 * unknown e-mail still verifies a dummy hash so the answer time does not reveal which accounts exist.
 * A browser that signed in to this account before (a device token, ADR 048) has its own limit of
 * wrong passwords; any other client waits after repeated failures on the account or its address.
 * The answer carries the new device token, and the presented one it replaces.
 */
export async function login(
  db: Db,
  body: LoginBody,
  ctx: { address: string; previous: RequestSession | null; devices: string[] },
) {
  const device = await claimTrustedDevice(db, body.username, ctx.devices)
  if (!device) await assertNotThrottled(db, 'login', body.username, ctx.address)
  const user = await findLoginUser(db, body.username)
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), body.password)
  if (!user || !passwordOk) {
    // A trusted device's attempt was counted when it was claimed.
    if (device) await forgetDeviceAtLimit(db, device)
    else await recordAttempt(db, 'login', body.username, ctx.address)
    throw new AppError('unauthorized', authTexts.loginFailed)
  }
  // A browser signing in again replaces its old session instead of leaving it behind.
  if (ctx.previous?.viaCookie) await deleteSession(db, ctx.previous.tokenHash)
  await deleteExpiredSessions(db, user.id)
  const deviceToken = await trustDevice(db, user.id, device)
  return {
    ...(await createSession(db, user.id)),
    device: { token: deviceToken, replaces: device?.token ?? null },
  }
}

/** Ends the current session, if there is one. */
async function logout(db: Db, session: RequestSession | null): Promise<void> {
  if (session) await deleteSession(db, session.tokenHash)
}

/** Sign-in and sign-out, bound to the database (built by the auth module plugin). */
export function createAuthService({ db }: { db: Db }) {
  return {
    login: (body: LoginBody, ctx: Parameters<typeof login>[2]) => login(db, body, ctx),
    logout: (session: RequestSession | null) => logout(db, session),
  }
}

export type AuthService = ReturnType<typeof createAuthService>
