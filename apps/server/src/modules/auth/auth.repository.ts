import { and, desc, eq, gt, gte, inArray, lt, lte, notInArray, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { authAttempts, loginDevices, sessions, users } from '../../db/schema/index.js'

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

/** The number and the latest time (ms) of the account's and the address's attempts of `action` since `since`. */
export async function recentAttempts(db: DbOrTx, action: string, keys: AttemptKeys, since: Date) {
  const of = (scope: string, key: string) =>
    sql`${authAttempts.scope} = ${scope} and ${authAttempts.key} = ${key}`
  const account = of(`${action}:account`, keys.account)
  const address = of(`${action}:address`, keys.address)
  const stats = (which: typeof account) => ({
    count: sql<number>`count(*) filter (where ${which})::int`,
    last: sql<
      number | null
    >`(extract(epoch from max(${authAttempts.createdAt}) filter (where ${which})) * 1000)::float8`,
  })
  const [row] = await db
    .select({ account: stats(account), address: stats(address) })
    .from(authAttempts)
    .where(and(gte(authAttempts.createdAt, since), or(account, address)))
  return row ?? { account: { count: 0, last: null }, address: { count: 0, last: null } }
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

/**
 * Claims one login attempt for a presented device of the account named by `email` (ADR 048): the
 * device's failure count goes up front, atomically and only below `limit`, so parallel guesses
 * with a stolen cookie cannot exceed it. Returns the claimed device's token hash, or null when none
 * of the hashes is a live device of that account with attempts left.
 */
export async function claimDeviceAttempt(db: DbOrTx, email: string, tokenHashes: string[], limit: number) {
  if (tokenHashes.length === 0) return null
  const [row] = await db
    .update(loginDevices)
    .set({ failedLogins: sql`${loginDevices.failedLogins} + 1` })
    .where(
      and(
        inArray(loginDevices.tokenHash, tokenHashes),
        gt(loginDevices.expiresAt, new Date()),
        lt(loginDevices.failedLogins, limit),
        sql`${loginDevices.userId} = (select ${users.id} from ${users} where lower(${users.email}) = ${email.trim().toLowerCase()})`,
      ),
    )
    .returning({ tokenHash: loginDevices.tokenHash })
  return row?.tokenHash ?? null
}

/** Forgets the device once its failures reached `limit`: it is no longer trusted. */
export async function deleteDeviceAtLimit(db: DbOrTx, tokenHash: string, limit: number) {
  await db
    .delete(loginDevices)
    .where(and(eq(loginDevices.tokenHash, tokenHash), gte(loginDevices.failedLogins, limit)))
}

export async function deleteDevice(db: DbOrTx, tokenHash: string) {
  await db.delete(loginDevices).where(eq(loginDevices.tokenHash, tokenHash))
}

/** Trusts a new device of the user; drops the user's expired devices and all but the newest `keep`. */
export async function insertDevice(
  db: DbOrTx,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
  keep: number,
) {
  await db.insert(loginDevices).values({ tokenHash, userId, expiresAt })
  const newest = db
    .select({ t: loginDevices.tokenHash })
    .from(loginDevices)
    .where(eq(loginDevices.userId, userId))
    .orderBy(desc(loginDevices.createdAt))
    .limit(keep)
  await db
    .delete(loginDevices)
    .where(
      and(
        eq(loginDevices.userId, userId),
        or(lte(loginDevices.expiresAt, new Date()), notInArray(loginDevices.tokenHash, newest)),
      ),
    )
}

/** Drops every expired device (the hourly `expired-devices` task); returns how many. */
export async function deleteAllExpiredDevices(db: DbOrTx): Promise<number> {
  const gone = await db
    .delete(loginDevices)
    .where(lte(loginDevices.expiresAt, new Date()))
    .returning({ t: loginDevices.tokenHash })
  return gone.length
}
