import { setTimeout as sleep } from 'node:timers/promises'
import { authTexts, type ResetPasswordBody } from '@kladbyte/contract'
import type { Config } from '../../config.js'
import { enqueueMail } from '../../core/mail/outbox.js'
import { shopNameForMail } from '../../core/mail/shop-name.js'
import { resetPasswordMail } from '../../core/mail/templates.js'
import type { Db } from '../../db/client.js'
import { badRequest } from '../../lib/errors.js'
import { deleteOtherSessions } from '../../plugins/session.store.js'
import { assertNotThrottled, clearLoginAttempts, hashPassword, recordAttempt } from '../auth/public.js'
import {
  consumeEmailToken,
  createEmailToken,
  isEmailTokenUsable,
  retireEmailTokens,
} from './email-tokens.repository.js'
import { confirmEmail, findUserByEmail, findUserById, updatePasswordHash } from './users.repository.js'

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
/** Lost-password answers take at least this long, so an existing account is not told apart by time. */
export const LOST_PASSWORD_MIN_MS = 100

const BAD_RESET_LINK =
  'Länken för att återställa lösenordet är ogiltig, redan använd eller har gått ut. Begär en ny länk.'
const PASSWORD_RESET = 'Ditt lösenord har ändrats. Logga in med ditt nya lösenord.'

/**
 * Mails a reset link when the account exists, voiding its unused older ones; the answer is the
 * same either way. Every request counts towards the throttle, for unknown addresses too, so the
 * limit reveals nothing either.
 */
async function requestPasswordReset(db: Db, config: Config, email: string, address: string) {
  const started = performance.now()
  try {
    await assertNotThrottled(db, 'lost-password', email, address)
    await recordAttempt(db, 'lost-password', email, address)
    const user = await findUserByEmail(db, email)
    if (user) {
      await db.transaction(async (tx) => {
        // Only the newest link works: an older one, perhaps still in a mailbox someone else reads,
        // stops working the moment a new one is asked for.
        await retireEmailTokens(tx, user.id, 'reset-password')
        const token = await createEmailToken(tx, user.id, 'reset-password', RESET_TOKEN_TTL_MS)
        await enqueueMail(
          tx,
          resetPasswordMail({
            to: user.email,
            firstName: user.firstName,
            link: `${config.PUBLIC_URL}/reset-password/${token}`,
            shopName: await shopNameForMail(tx, config.SHOP_NAME),
          }),
        )
      })
    }
    return { success: true as const, message: authTexts.lostPasswordSent }
  } finally {
    await sleep(Math.max(0, LOST_PASSWORD_MIN_MS - (performance.now() - started)))
  }
}

/**
 * Sets a new password from a reset link: the token is used once, older reset links stop working,
 * every session of the user ends and earlier failed logins are forgotten. The link reached the
 * address, so an unverified account (one staff added, or a member who never clicked the
 * verification link) becomes verified here, with the welcome bonus (and, for an address in
 * ADMIN_EMAILS, the staff rights) verification would have given.
 */
async function resetPassword(db: Db, config: Config, body: ResetPasswordBody) {
  // Checked before hashing, so bad links cannot make the server do slow work.
  if (!(await isEmailTokenUsable(db, body.token, 'reset-password'))) throw badRequest(BAD_RESET_LINK)
  const passwordHash = await hashPassword(body.newPassword)
  await db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, body.token, 'reset-password')
    if (!userId) throw badRequest(BAD_RESET_LINK)
    const user = await findUserById(tx, userId)
    await updatePasswordHash(tx, userId, passwordHash)
    await retireEmailTokens(tx, userId, 'reset-password')
    await deleteOtherSessions(tx, userId)
    if (!user) return
    await clearLoginAttempts(tx, user.email)
    if (!user.emailVerified) await confirmEmail(tx, userId, config)
  })
  return { success: true as const, message: PASSWORD_RESET }
}

/** Lost password and reset, bound to the database and settings. */
export function createPasswordResetService({ db, config }: { db: Db; config: Config }) {
  return {
    request: (email: string, address: string) => requestPasswordReset(db, config, email, address),
    reset: (body: ResetPasswordBody) => resetPassword(db, config, body),
  }
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>
