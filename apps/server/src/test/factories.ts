import { randomBytes } from 'node:crypto'
import type { Db } from '../db/client.js'
import { users } from '../db/schema/index.js'
import { hashPassword } from '../modules/auth/password.js'
import { createSession } from '../plugins/session.store.js'

export const TEST_PASSWORD = 'Hemligt123!'
let cachedHash: Promise<string> | null = null

/** Inserts a verified member directly (fast: the password hash is computed once per file). */
export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  cachedHash ??= hashPassword(TEST_PASSWORD)
  const [user] = await db
    .insert(users)
    .values({
      email: `medlem-${randomBytes(5).toString('hex')}@example.com`,
      passwordHash: await cachedHash,
      firstName: 'Anna',
      lastName: 'Andersson',
      phone: '070-123 45 67',
      address: 'Storgatan 1',
      city: 'Stockholm',
      postalCode: '111 22',
      region: 'Stockholms län',
      personnummer: '198112189876',
      emailVerified: true,
      ...overrides,
    })
    .returning()
  return user!
}

/** Headers of a signed-in browser: session cookie plus the CSRF header. */
export async function sessionHeaders(db: Db, userId: string) {
  const s = await createSession(db, userId)
  return { cookie: `Authorization=${s.token}`, 'x-csrf-token': s.csrfToken }
}
