import { randomUUID } from 'node:crypto'
import { authTexts, normalizePersonnummer, type RegisterBody, type UserDto } from '@kladbyte/contract'
import type { Config } from '../../config.js'
import { enqueueMail } from '../../core/mail/outbox.js'
import { shopNameForMail } from '../../core/mail/shop-name.js'
import { verificationMail } from '../../core/mail/templates.js'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/errors.js'
import { assertNotThrottled, hashPassword, recordAttempt } from '../auth/public.js'
import { registrationAttemptMail } from './customer-mail.js'
import { consumeEmailToken, createEmailToken } from './email-tokens.repository.js'
import {
  confirmEmail,
  findUserByEmail,
  insertUser,
  isUniqueViolation,
  type UserRow,
} from './users.repository.js'

const VERIFY_EMAIL_TTL_MS = 48 * 60 * 60 * 1000

// The same words for a new and a taken address (true for both): the mail says what happens next.
const REGISTERED = 'Vi har skickat ett mejl till din e-postadress. Följ länken i mejlet för att gå vidare.'

/**
 * The answer to a registration, built from the form alone, so a taken address (a fresh id that
 * names no account) answers exactly like a new one (the id of the new account).
 */
function registered(id: string, body: RegisterBody, personnummer: string) {
  const { email, firstName, lastName, phone, address, city, postalCode, region } = body
  const data: UserDto = {
    id,
    email,
    firstName,
    lastName,
    socialSecurityNumber: personnummer,
    phone,
    address,
    city,
    postalCode,
    region,
    country: 'Sverige',
    isAdmin: false,
    emailVerified: false,
    hasSubscription: false,
    points: 0,
  }
  return { success: true as const, message: REGISTERED, data }
}

/**
 * Creates the account (country is always Sverige; an address in ADMIN_EMAILS becomes staff only
 * when verified) and, in the same transaction, a verification token and the mail that carries its
 * link. A taken address gets the same answer and its owner a mail instead, so registration cannot
 * be used to learn who has an account; every attempt counts towards the client address's limit.
 */
async function register(db: Db, config: Config, body: RegisterBody, clientAddress: string) {
  const personnummer = normalizePersonnummer(body.socialSecurityNumber)
  // The schema already checked it; this guards a date that passed midnight in between.
  if (!personnummer) throw new AppError('validation', 'Personnumret är ogiltigt.')
  await assertNotThrottled(db, 'register', body.email, clientAddress)
  await recordAttempt(db, 'register', body.email, clientAddress)

  // Hashed before the address is looked up: a taken address must not answer faster.
  const passwordHash = await hashPassword(body.password)
  const owner = await findUserByEmail(db, body.email)
  if (owner) return tellOwner(db, config, owner, body, personnummer)
  try {
    const id = await db.transaction(async (tx) => {
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
      return row.id
    })
    return registered(id, body, personnummer)
  } catch (err) {
    // Two registrations of one address at once: the unique index decides, the other is told apart
    // no more than a later one.
    if (!isUniqueViolation(err)) throw err
    const winner = await findUserByEmail(db, body.email)
    if (!winner) throw err
    return tellOwner(db, config, winner, body, personnummer)
  }
}

/** A registration of a taken address: the owner is mailed, the caller answered as for a new one. */
async function tellOwner(db: Db, config: Config, owner: UserRow, body: RegisterBody, personnummer: string) {
  await db.transaction(async (tx) =>
    enqueueMail(
      tx,
      registrationAttemptMail({
        to: owner.email,
        firstName: owner.firstName,
        link: `${config.PUBLIC_URL}/lost-password`,
        shopName: await shopNameForMail(tx, config.SHOP_NAME),
      }),
    ),
  )
  return registered(randomUUID(), body, personnummer)
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
    register: (body: RegisterBody, clientAddress: string) => register(db, config, body, clientAddress),
    verifyEmail: (token: string) => verifyEmail(db, config, token),
  }
}

export type RegistrationService = ReturnType<typeof createRegistrationService>
