import { authTexts, type ChangePasswordBody, type SaveContextBody, type UserDto } from '@kladbyte/contract'
import type { Db } from '../../db/client.js'
import { AppError, unauthorized } from '../../lib/errors.js'
import { deleteOtherSessions } from '../../plugins/session.store.js'
import { assertNotThrottled, hashPassword, recordAttempt, verifyPassword } from '../auth/public.js'
import { loadUserDto } from './users.dto.js'
import { findUserById, updatePasswordHash, updateProfile } from './users.repository.js'

async function requireRow(db: Db, userId: string) {
  const row = await findUserById(db, userId)
  // The session outlived its user (deleted meanwhile): treat as signed out.
  if (!row) throw unauthorized()
  return row
}

/** `GET /api/Users/UserContext`: the signed-in user. */
async function getUserContext(db: Db, userId: string): Promise<UserDto> {
  return loadUserDto(db, await requireRow(db, userId))
}

/** Saves the editable profile fields only; e-mail, personnummer, admin flag and country stay. */
async function saveContext(db: Db, userId: string, body: SaveContextBody): Promise<UserDto> {
  await requireRow(db, userId)
  const { firstName, lastName, phone, address, city, postalCode, region } = body
  const fields = Object.fromEntries(
    Object.entries({ firstName, lastName, phone, address, city, postalCode, region }).filter(
      ([, v]) => v !== undefined,
    ),
  )
  return loadUserDto(db, await updateProfile(db, userId, fields))
}

/**
 * Changes the password after checking the current one, and ends every other session of the user.
 * A wrong current password counts as a failed login, so a stolen session cannot guess at leisure.
 */
export async function changePassword(
  db: Db,
  ctx: { userId: string; keepTokenHash: string; address: string },
  body: ChangePasswordBody,
) {
  const row = await requireRow(db, ctx.userId)
  await assertNotThrottled(db, 'login', row.email, ctx.address)
  if (!(await verifyPassword(row.passwordHash, body.currentPassword))) {
    await recordAttempt(db, 'login', row.email, ctx.address)
    throw new AppError('bad_request', 'Nuvarande lösenord är fel.')
  }
  const passwordHash = await hashPassword(body.newPassword)
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, row.id, passwordHash)
    await deleteOtherSessions(tx, row.id, ctx.keepTokenHash)
  })
  return { success: true as const, message: authTexts.accountUpdated }
}

/** The account service, bound to its database (built by the users module plugin). */
export function createUsersService({ db }: { db: Db }) {
  return {
    context: (userId: string) => getUserContext(db, userId),
    save: (userId: string, body: SaveContextBody) => saveContext(db, userId, body),
    changePassword: (ctx: Parameters<typeof changePassword>[1], body: ChangePasswordBody) =>
      changePassword(db, ctx, body),
  }
}

export type UsersService = ReturnType<typeof createUsersService>
