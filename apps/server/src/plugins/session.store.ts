import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, ne, sql } from 'drizzle-orm'
import type { DbOrTx } from '../db/client.js'
import { sessions, users } from '../db/schema/index.js'

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')
export const newToken = () => randomBytes(32).toString('base64url')

/** The session a request came with (set by the auth plugin). */
export interface RequestSession {
  tokenHash: string
  csrfToken: string
  /** True when the token came from the cookie (ambient credential: CSRF applies). */
  viaCookie: boolean
}

export interface SessionUser {
  id: string
  email: string
  /** Staff rights: `users.is_admin` of a verified account only (an unproven address is no staff). */
  isAdmin: boolean
  emailVerified: boolean
}

/** Creates a session and returns the raw token (only its hash is stored). */
export async function createSession(db: DbOrTx, userId: string) {
  const token = newToken()
  const csrfToken = newToken()
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS)
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, csrfToken, expiresAt })
  return { token, csrfToken, expiresAt }
}

/** The unexpired session of a raw token, with its user, or null. */
export async function findSession(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      csrfToken: sessions.csrfToken,
      user: {
        id: users.id,
        email: users.email,
        // Decided here, once, so every check of isAdmin (routes, services, views) refuses an
        // unverified account that is marked staff (one from before staff rights needed a proof).
        isAdmin: sql<boolean>`(${users.isAdmin} and ${users.emailVerified})`,
        emailVerified: users.emailVerified,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
  return row ?? null
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
}

/** Ends every session of the user except `keepTokenHash` (after a password change). */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keepTokenHash?: string) {
  await db
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    )
}
