import { eq, sql } from 'drizzle-orm'
import type { Config } from '../../config.js'
import type { DbOrTx } from '../../db/client.js'
import { pointsLedger, users } from '../../db/schema/index.js'
import { markAdmins } from './admins.js'

export type UserRow = typeof users.$inferSelect

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id))
  return row ?? null
}

/** The account with this e-mail (case-insensitive), or null. */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
  return row ?? null
}

export type ProfileFields = Partial<
  Pick<UserRow, 'firstName' | 'lastName' | 'phone' | 'address' | 'city' | 'postalCode' | 'region'>
>

export async function updateProfile(db: DbOrTx, id: string, fields: ProfileFields): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning()
  return row!
}

export async function updatePasswordHash(db: DbOrTx, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id))
}

/** Inserts a new account; a taken e-mail raises PostgreSQL's unique violation (23505). */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning()
  return row!
}

export async function markEmailVerified(db: DbOrTx, id: string): Promise<void> {
  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, id))
}

/**
 * Marks the address as the member's, grants staff rights when it is in ADMIN_EMAILS and credits the
 * welcome bonus, from a verification link or a password link (both prove the address). The bonus's
 * source reference is unique, so a second proof changes nothing.
 */
export async function confirmEmail(
  db: DbOrTx,
  userId: string,
  config: Pick<Config, 'WELCOME_POINTS' | 'ADMIN_EMAILS'>,
): Promise<void> {
  await markEmailVerified(db, userId)
  await markAdmins(db, config.ADMIN_EMAILS, userId)
  if (config.WELCOME_POINTS > 0) await creditWelcomePoints(db, userId, config.WELCOME_POINTS)
}

/** The welcome bonus: its source reference is unique, so a second credit changes nothing. */
export async function creditWelcomePoints(db: DbOrTx, userId: string, points: number): Promise<void> {
  await db
    .insert(pointsLedger)
    .values({ userId, delta: points, reason: 'welcome', sourceRef: `welcome:${userId}` })
    .onConflictDoNothing({ target: pointsLedger.sourceRef })
}

/** True when the error is PostgreSQL's unique violation (drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (e: unknown) => (e as { code?: string } | null)?.code
  return code(err) === '23505' || code((err as { cause?: unknown } | null)?.cause) === '23505'
}
