import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { authAttempts, sessions, users } from '../../db/schema/index.js'

/** The account a login names (e-mail compared case-insensitively), with its password hash. */
export async function findLoginUser(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
  return row ?? null
}

/** Drops the user's expired sessions (called at login, so the table does not grow forever). */
export async function deleteExpiredSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())))
}

export interface AttemptKeys {
  account: string
  address: string
}

/** How many attempts of `action` the account and the client address made since `since`. */
export async function countAttempts(db: DbOrTx, action: string, keys: AttemptKeys, since: Date) {
  const count = (scope: string, key: string) =>
    sql<number>`count(*) filter (where ${authAttempts.scope} = ${scope} and ${authAttempts.key} = ${key})::int`
  const [row] = await db
    .select({
      account: count(`${action}:account`, keys.account),
      address: count(`${action}:address`, keys.address),
    })
    .from(authAttempts)
    .where(gte(authAttempts.createdAt, since))
  return row ?? { account: 0, address: 0 }
}

/** Records one attempt for the account and the address, and deletes rows older than `olderThan`. */
export async function insertAttempt(db: DbOrTx, action: string, keys: AttemptKeys, olderThan: Date) {
  await db.insert(authAttempts).values([
    { scope: `${action}:account`, key: keys.account },
    { scope: `${action}:address`, key: keys.address },
  ])
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, olderThan))
}

/** Forgets the account's attempts of `action` (after a password reset proves who owns it). */
export async function deleteAccountAttempts(db: DbOrTx, action: string, account: string) {
  await db
    .delete(authAttempts)
    .where(and(eq(authAttempts.scope, `${action}:account`), eq(authAttempts.key, account)))
}

/** Drops every expired session (the hourly `expired-sessions` task, ADR 041); returns how many. */
export async function deleteAllExpiredSessions(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, new Date()))
    .returning({ t: sessions.tokenHash })
  return gone.length
}
