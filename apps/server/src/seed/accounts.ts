import { luhnCheckDigit } from '@kladbyte/contract'
import type { Db } from '../db/client.js'
import { memberships, pointsLedger, users } from '../db/schema/index.js'
import { hashPassword } from '../modules/auth/password.js'

export const DEMO_PASSWORD = 'Demo12345!'
export const DEMO_ADMIN_EMAIL = 'admin@example.com'
export const DEMO_MEMBER_EMAIL = 'medlem@example.com'
const DEMO_POINTS = 1000

/** A valid 12-digit personnummer: birth date, serial and the Luhn check digit. */
const personnummer = (date: string, serial: string) =>
  `${date}${serial}${luhnCheckDigit(`${date.slice(2)}${serial}`)}`

const ACCOUNTS = [
  {
    email: DEMO_ADMIN_EMAIL,
    firstName: 'Sara',
    lastName: 'Lindqvist',
    personnummer: personnummer('19850412', '238'),
    phone: '070-111 22 33',
    address: 'Sveavägen 12',
    postalCode: '113 50',
    city: 'Stockholm',
    region: 'Stockholms län',
    isAdmin: true,
  },
  {
    email: DEMO_MEMBER_EMAIL,
    firstName: 'Erik',
    lastName: 'Johansson',
    personnummer: personnummer('19900823', '471'),
    phone: '073-444 55 66',
    address: 'Kungsgatan 5',
    postalCode: '411 19',
    city: 'Göteborg',
    region: 'Västra Götalands län',
    isAdmin: false,
  },
]

/**
 * The two demo accounts (README): staff admin@example.com and member medlem@example.com, both
 * with password Demo12345! and a verified e-mail. The member gets an active test-mode membership
 * for a year and 1 000 points. Existing accounts are left as they are.
 */
export async function seedDemoAccounts(db: Db): Promise<number> {
  let created = 0
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const account of ACCOUNTS) {
    const [user] = await db
      .insert(users)
      .values({ ...account, passwordHash, emailVerified: true, country: 'Sverige' })
      .onConflictDoNothing()
      .returning({ id: users.id })
    if (!user) continue
    created++
    if (account.isAdmin) continue
    const yearFromNow = new Date(Date.now() + 365 * 86_400_000)
    await db
      .insert(memberships)
      .values({
        userId: user.id,
        provider: 'test',
        subscriptionId: 'test_sub_demo',
        status: 'active',
        currentPeriodEnd: yearFromNow,
      })
      .onConflictDoNothing()
    await db
      .insert(pointsLedger)
      .values({ userId: user.id, delta: DEMO_POINTS, reason: 'demo', sourceRef: `demo:${user.id}` })
      .onConflictDoNothing()
  }
  return created
}
