import { ACTIVE_SUBSCRIPTION_STATUSES } from '@kladbyte/contract'
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { memberships } from '../../db/schema/index.js'

/** Provider statuses that let a member order (the contract's list, shared with the web app). */
export const ACTIVE_STATUSES = ACTIVE_SUBSCRIPTION_STATUSES

/** SQL condition: the membership row is active now (status active and the paid period not over). */
export const membershipActiveSql = and(
  inArray(memberships.status, [...ACTIVE_STATUSES]),
  or(isNull(memberships.currentPeriodEnd), gt(memberships.currentPeriodEnd, sql`now()`)),
)

/** True when the user has an active membership (the gate on ordering, `hasSubscription` in the user context). */
export async function isMembershipActive(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), membershipActiveSql))
  return rows.length > 0
}
