import { inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { users } from '../../db/schema/index.js'

/** ADMIN_EMAILS marks those accounts admin (at start, and on registration). */
export async function markAdmins(db: DbOrTx, emails: string[]): Promise<void> {
  if (emails.length === 0) return
  await db
    .update(users)
    .set({ isAdmin: true })
    .where(inArray(sql`lower(${users.email})`, emails))
}
