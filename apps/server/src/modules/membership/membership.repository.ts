import { and, eq, or, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/client.js'
import { checkoutSessions, memberships, paymentEvents, users } from '../../db/schema/index.js'
import { membershipActiveSql } from './membership.status.js'
import type { MembershipState } from './payment.provider.js'

export type MembershipRow = typeof memberships.$inferSelect
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect
type Provider = MembershipRow['provider']

export async function findMembership(db: DbOrTx, userId: string): Promise<MembershipRow | null> {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId))
  return row ?? null
}

/** The member's membership if it is active now (the same condition as the ordering gate). */
export async function findActiveMembership(db: DbOrTx, userId: string): Promise<MembershipRow | null> {
  const [row] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), membershipActiveSql))
  return row ?? null
}

/** Same as findMembership, but holds the row until the transaction ends. */
export async function lockMembership(tx: Tx, userId: string): Promise<MembershipRow | null> {
  const [row] = await tx.select().from(memberships).where(eq(memberships.userId, userId)).for('update')
  return row ?? null
}

/** Writes the member's one membership row from the provider's current state. */
export async function upsertMembership(
  db: DbOrTx,
  userId: string,
  provider: Provider,
  state: MembershipState,
): Promise<MembershipRow> {
  const values = {
    provider,
    customerId: state.customerId,
    subscriptionId: state.subscriptionId,
    status: state.status,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    updatedAt: new Date(),
  }
  const [row] = await db
    .insert(memberships)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: memberships.userId, set: values })
    .returning()
  return row!
}

export async function setMembershipStatus(
  db: DbOrTx,
  userId: string,
  status: string,
): Promise<MembershipRow> {
  const [row] = await db
    .update(memberships)
    .set({ status, cancelAtPeriodEnd: false, updatedAt: new Date() })
    .where(eq(memberships.userId, userId))
    .returning()
  return row!
}

/** The member who owns a Stripe subscription or customer we have seen before. */
export async function findUserIdByProviderIds(
  db: DbOrTx,
  subscriptionId: string,
  customerId: string | null,
): Promise<string | null> {
  const match = customerId
    ? or(eq(memberships.subscriptionId, subscriptionId), eq(memberships.customerId, customerId))
    : eq(memberships.subscriptionId, subscriptionId)
  const [row] = await db.select({ userId: memberships.userId }).from(memberships).where(match).limit(1)
  return row?.userId ?? null
}

export async function insertCheckoutSession(
  db: DbOrTx,
  values: { id: string; userId: string; provider: Provider },
): Promise<void> {
  await db.insert(checkoutSessions).values(values)
}

/** A checkout session, only if it belongs to the member (anyone else's is as good as unknown). */
export async function findOwnCheckoutSession(
  db: DbOrTx,
  id: string,
  userId: string,
): Promise<CheckoutSessionRow | null> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)))
  return row ?? null
}

/** Same as findOwnCheckoutSession, locking the row so two completions cannot both succeed. */
export async function lockOwnCheckoutSession(
  tx: Tx,
  id: string,
  userId: string,
): Promise<CheckoutSessionRow | null> {
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.userId, userId)))
    .for('update')
  return row ?? null
}

export async function setCheckoutSessionStatus(db: DbOrTx, id: string, status: string): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({
      status,
      completedAt: status === 'complete' ? sql`coalesce(${checkoutSessions.completedAt}, now())` : null,
    })
    .where(eq(checkoutSessions.id, id))
}

/** Stores a webhook event id; false when it was stored before (a duplicate delivery). */
export async function recordPaymentEvent(tx: Tx, id: string, type: string): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id })
  return rows.length > 0
}

/** Serialises work on one subscription until the transaction ends (re-read and write in order). */
export async function lockSubscriptionKey(tx: Tx, subscriptionId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sub:${subscriptionId}`}, 0))`)
}

export async function userExists(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  return Boolean(row)
}
