import { authTexts, normalizePersonnummer, type RegisterBody } from '@kladbyte/contract'
import type { Config } from '../../config.js'
import type { Db } from '../../db/client.js'
import { AppError, conflict } from '../../lib/errors.js'
import { hashPassword } from '../auth/password.js'
import { enqueueMail } from '../mail/outbox.js'
import { shopNameForMail } from '../mail/shop-name.js'
import { verificationMail } from '../mail/templates.js'
import { consumeEmailToken, createEmailToken } from './email-tokens.repository.js'
import { toUserDto } from './users.dto.js'
import { confirmEmail, findUserByEmail, insertUser, isUniqueViolation } from './users.repository.js'

const VERIFY_EMAIL_TTL_MS = 48 * 60 * 60 * 1000

// Says that the address cannot be used, not whose it is; the way forward is login or reset.
const EMAIL_TAKEN =
  'Det går inte att skapa ett konto med den här e-postadressen. Logga in eller återställ ditt lösenord.'

const REGISTERED =
  'Ditt konto har skapats. Vi har skickat ett mejl med en länk för att verifiera din e-postadress.'

/**
 * Creates the account (country is always Sverige; an address in ADMIN_EMAILS becomes staff only
 * when verified) and, in the same transaction, a verification token and the mail that carries its link.
 */
async function register(db: Db, config: Config, body: RegisterBody) {
  const personnummer = normalizePersonnummer(body.socialSecurityNumber)
  // The schema already checked it; this guards a date that passed midnight in between.
  if (!personnummer) throw new AppError('validation', 'Personnumret är ogiltigt.')
  if (await findUserByEmail(db, body.email)) throw conflict(EMAIL_TAKEN)

  const passwordHash = await hashPassword(body.password)
  try {
    const user = await db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        email: body.email,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: body.phone,
        address: body.address,
        city: body.city,
        postalCode: body.postalCode,
        region: body.region,
        country: 'Sverige',
        personnummer,
      })
      const token = await createEmailToken(tx, row.id, 'verify-email', VERIFY_EMAIL_TTL_MS)
      await enqueueMail(
        tx,
        verificationMail({
          to: row.email,
          firstName: row.firstName,
          link: `${config.PUBLIC_URL}/verify-email/${token}`,
          shopName: await shopNameForMail(tx, config.SHOP_NAME),
        }),
      )
      return row
    })
    return {
      success: true as const,
      message: REGISTERED,
      data: toUserDto(user, { hasSubscription: false, points: 0 }),
    }
  } catch (err) {
    // Two registrations of one address at once: the unique index decides.
    if (isUniqueViolation(err)) throw conflict(EMAIL_TAKEN)
    throw err
  }
}

/**
 * Verifies the e-mail with a single-use token, grants staff rights to an address in ADMIN_EMAILS
 * and credits the welcome bonus once, in one transaction.
 */
async function verifyEmail(db: Db, config: Config, token: string) {
  await db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'verify-email')
    if (!userId) throw new AppError('bad_request', authTexts.emailNotVerified)
    await confirmEmail(tx, userId, config)
  })
  return { success: true as const, message: authTexts.emailVerified }
}

/** Registration and e-mail verification, bound to the database and settings. */
export function createRegistrationService({ db, config }: { db: Db; config: Config }) {
  return {
    register: (body: RegisterBody) => register(db, config, body),
    verifyEmail: (token: string) => verifyEmail(db, config, token),
  }
}

export type RegistrationService = ReturnType<typeof createRegistrationService>
