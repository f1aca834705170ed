import type { DeleteAccountBody, DeleteAccountResult } from '@kladbyte/contract'
import type { Config } from '../../config.js'
import { enqueueMail } from '../../core/mail/outbox.js'
import { shopNameForMail } from '../../core/mail/shop-name.js'
import { removeImage } from '../../core/media/media.images.js'
import type { MediaStore } from '../../core/media/media.store.js'
import type { Db } from '../../db/client.js'
import { AppError, conflict, forbidden, unauthorized } from '../../lib/errors.js'
import { assertNotThrottled, recordAttempt, verifyPassword } from '../auth/public.js'
import {
  anonymise,
  deletePhotos,
  hasRunningPaidMembership,
  lockAccount,
} from './privacy.delete.repository.js'
import { findAccount } from './privacy.export.repository.js'
import { accountDeletedMail } from './privacy.mail.js'

export const WRONG_PASSWORD = 'Fel lösenord. Kontot har inte raderats.'
export const STAFF_CANNOT_DELETE =
  'Ett personalkonto kan inte raderas här. Be den som sköter butikens inställningar att ta bort dig ur personalen först.'
export const END_MEMBERSHIP_FIRST = 'Avsluta ditt medlemskap först, sedan kan du radera kontot.'
export const ACCOUNT_DELETED = 'Ditt konto är raderat.'

interface Deps {
  db: Db
  config: Config
  media: MediaStore
}

/**
 * Deletes the signed-in member's account (ADR 033): the password is checked like a sign-in (a
 * wrong one counts against the throttle), then in one transaction, under the account's row lock,
 * the profile is anonymised, photos' rows, chat, lists, sessions and tokens go, and the
 * confirmation mail is queued. Photo files are removed after the commit, when nothing can undo it.
 */
export async function deleteAccount(
  { db, config, media }: Deps,
  ctx: { userId: string; address: string },
  body: DeleteAccountBody,
): Promise<DeleteAccountResult> {
  const row = await findAccount(db, ctx.userId)
  if (!row || row.deletedAt) throw unauthorized()
  // Staff come from ADMIN_EMAILS; such an account would be made staff again at the next start.
  if (row.isAdmin) throw forbidden(STAFF_CANNOT_DELETE)
  await assertNotThrottled(db, 'login', row.email, ctx.address)
  if (!(await verifyPassword(row.passwordHash, body.password))) {
    await recordAttempt(db, 'login', row.email, ctx.address)
    throw new AppError('bad_request', WRONG_PASSWORD)
  }
  const files = await db.transaction(async (tx) => {
    const account = await lockAccount(tx, ctx.userId)
    // A parallel call got here first: its deletion ended this session too.
    if (!account || account.deletedAt) throw unauthorized()
    if (await hasRunningPaidMembership(tx, ctx.userId)) throw conflict(END_MEMBERSHIP_FIRST)
    const photos = await deletePhotos(tx, ctx.userId)
    await anonymise(tx, ctx.userId, account.email, new Date())
    await enqueueMail(
      tx,
      accountDeletedMail({
        to: account.email,
        firstName: account.firstName,
        shopUrl: config.PUBLIC_URL,
        shopName: await shopNameForMail(tx, config.SHOP_NAME),
      }),
    )
    return photos
  })
  // A file that cannot be removed now is an orphan with no row pointing to it, never shown again.
  await Promise.allSettled(files.map((f) => removeImage(media, f.storageKey, f.widths)))
  return { success: true, message: ACCOUNT_DELETED }
}
