import { credit } from '../apps/server/src/core/points/points.service.js'
import type { Db } from '../apps/server/src/db/client.js'
import { memberships, users } from '../apps/server/src/db/schema/index.js'
import { hashPassword } from '../apps/server/src/modules/auth/password.js'

// The members of `npm run bench:orders`: accounts with an active test membership and points
// credited through the points module (a ledger row each, as staff's adjustment would make), then
// signed in through the real API like a browser: session cookie plus the CSRF token.

export const BENCH_PASSWORD = 'Bench12345!'

export interface BenchMember {
  id: string
  email: string
  startPoints: number
  cookie: string
  csrf: string
}

/** Inserts `count` members and credits each `points` through the points module. */
export async function seedMembers(db: Db, count: number, points: number) {
  const passwordHash = await hashPassword(BENCH_PASSWORD)
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `order-bench-${i + 1}@example.com`,
        passwordHash,
        firstName: 'Bänk',
        lastName: `Medlem ${i + 1}`,
        personnummer: '198112189876',
        address: 'Storgatan 1',
        postalCode: '111 22',
        city: 'Stockholm',
        emailVerified: true,
      })),
    )
    .returning({ id: users.id, email: users.email })
  await db
    .insert(memberships)
    .values(rows.map((u) => ({ userId: u.id, provider: 'test' as const, status: 'active' })))
  for (const u of rows) {
    await credit(db, {
      userId: u.id,
      amount: points,
      reason: 'adjustment',
      sourceRef: `bench:${u.id}`,
      note: 'Poäng för bänktest',
    })
  }
  return rows.map((u) => ({ ...u, startPoints: points }))
}

/** Signs one member in as the web app does: the login call, then the session's CSRF token. */
async function signIn(baseUrl: string, member: { id: string; email: string; startPoints: number }) {
  const login = await fetch(`${baseUrl}/api/Authentication/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: member.email, password: BENCH_PASSWORD }),
  })
  if (login.status !== 200) throw new Error(`login of ${member.email} → ${login.status}`)
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('Authorization='))
  if (!cookie) throw new Error(`login of ${member.email} set no session cookie`)
  await login.arrayBuffer()
  const csrf = await fetch(`${baseUrl}/api/csrfToken`, { headers: { cookie } })
  const { token } = (await csrf.json()) as { token: string | null }
  if (!token) throw new Error(`no CSRF token for ${member.email}`)
  return { ...member, cookie, csrf: token }
}

/** Signs every member in, a few at a time (each login verifies an argon2 hash). */
export async function signInAll(
  baseUrl: string,
  members: { id: string; email: string; startPoints: number }[],
): Promise<BenchMember[]> {
  const out: BenchMember[] = new Array(members.length)
  let next = 0
  const worker = async () => {
    while (next < members.length) {
      const i = next++
      out[i] = await signIn(baseUrl, members[i]!)
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return out
}
