import { and, desc, eq, like } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { outbox } from '../../db/schema/index.js'

let n = 0

/** A complete, valid registration form (unique e-mail), for tests. */
export const registrationForm = (overrides: Record<string, unknown> = {}) => ({
  email: `ny-${++n}-${Date.now()}@example.com`,
  password: 'Hemligt123',
  confirmPassword: 'Hemligt123',
  socialSecurityNumber: '19811218-9876',
  firstName: 'Sara',
  lastName: 'Berg',
  phone: '070-111 22 33',
  address: 'Lillgatan 2',
  city: 'Uppsala',
  postalCode: '753 20',
  region: 'Uppsala län',
  country: 'Sverige',
  ...overrides,
})

/** The token of the newest mailed link `/<path>/<token>` to `to`, read from the outbox. */
export async function mailedToken(db: DbOrTx, to: string, path: 'verify-email' | 'reset-password') {
  const [mail] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), like(outbox.text, `%/${path}/%`)))
    .orderBy(desc(outbox.id))
    .limit(1)
  const token = new RegExp(`/${path}/([\\w-]+)`).exec(mail?.text ?? '')?.[1]
  if (!token) throw new Error(`no ${path} mail to ${to}`)
  return token
}
