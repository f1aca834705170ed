import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { users } from '../../db/schema/index.js'

/**
 * ADMIN_EMAILS marks those accounts admin, but only once their owner has proven the address:
 * anyone can register any address, and staff rights must not come with a click on "Skapa konto".
 * Called at start (every listed account) and when an address is verified (`userId`: that account).
 */
export async function markAdmins(db: DbOrTx, emails: string[], userId?: string): Promise<void> {
  if (emails.length === 0) return
  await db
    .update(users)
    .set({ isAdmin: true })
    .where(
      and(
        inArray(sql`lower(${users.email})`, emails),
        eq(users.emailVerified, true),
        userId ? eq(users.id, userId) : undefined,
      ),
    )
}
