import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { emailTokens } from '../../db/schema/index.js'
import { hashToken, newToken } from '../../plugins/session.store.js'

export type EmailTokenPurpose = 'verify-email' | 'reset-password'

/** Creates a single-use token for a mailed link; returns the raw token (only its SHA-256 is stored). */
export async function createEmailToken(
  db: DbOrTx,
  userId: string,
  purpose: EmailTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const token = newToken()
  await db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  })
  return token
}

/** True when the token exists, is unused and has not expired (a cheap check before slow work). */
export async function isEmailTokenUsable(db: DbOrTx, token: string, purpose: EmailTokenPurpose) {
  const rows = await db.select({ userId: emailTokens.userId }).from(emailTokens).where(usable(token, purpose))
  return rows.length > 0
}

const usable = (token: string, purpose: EmailTokenPurpose) =>
  and(
    eq(emailTokens.tokenHash, hashToken(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, new Date()),
  )

/**
 * Marks an unused, unexpired token used and returns its user, or null. The conditional update
 * takes a row lock, so of two parallel uses of one token exactly one succeeds.
 */
export async function consumeEmailToken(
  db: DbOrTx,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning({ userId: emailTokens.userId })
  return row?.userId ?? null
}

/**
 * Retires every unused token of the user for `purpose`: when a new reset link is sent, and after
 * a reset, so older links stop working.
 */
export async function retireEmailTokens(db: DbOrTx, userId: string, purpose: EmailTokenPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)))
}

/** Drops links that can no longer be used: expired, or used a day ago (the hourly task, ADR 041). */
export async function deleteDeadEmailTokens(db: DbOrTx): Promise<number> {
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000)
  const gone = await db
    .delete(emailTokens)
    .where(or(lt(emailTokens.expiresAt, new Date()), lt(emailTokens.usedAt, dayAgo)))
    .returning({ t: emailTokens.tokenHash })
  return gone.length
}
