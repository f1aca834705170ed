import { createHash, randomBytes } from 'node:crypto'
import pg from 'pg'

// The crash test's data, written straight to the database before the first start (through the API
// it would take 50 registrations with password hashing, and nothing here is what the test proves).

export const START_POINTS = 1000

export interface SeededItem {
  id: string
  points: number
}

export interface Seeded {
  /** Bearer tokens (no cookie, so no CSRF token is needed). */
  members: { id: string; email: string; token: string }[]
  staffToken: string
  productIds: string[]
  /** Approved items per submission (one submission of each member, status 2 'Behandlas'). */
  submissions: { id: string; items: SeededItem[] }[]
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Members with an active membership and START_POINTS each, staff, garments and approved submissions. */
export async function seedCrashData(
  url: string,
  opts: { members: number; products: number; itemsPerSubmission: number; random: () => number },
): Promise<Seeded> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const emails = Array.from({ length: opts.members }, (_, i) => `krock-${i}@example.com`)
    const users = await client.query<{ id: string; email: string }>(
      `insert into users (email, password_hash, first_name, last_name, personnummer, email_verified)
       select e, 'not-a-hash', 'Medlem', 'Krock', '198112189876', true from unnest($1::text[]) e
       returning id, email`,
      [emails],
    )
    const staff = await client.query<{ id: string }>(
      `insert into users (email, password_hash, first_name, last_name, personnummer, email_verified, is_admin)
       values ('personal@example.com', 'not-a-hash', 'Personal', 'Krock', '197001011234', true, true) returning id`,
    )
    const members = users.rows.map((u) => ({ ...u, token: randomBytes(24).toString('base64url') }))
    const staffToken = randomBytes(24).toString('base64url')
    const sessionUsers = [...members.map((m) => m.id), staff.rows[0]!.id]
    const tokens = [...members.map((m) => m.token), staffToken]
    await client.query(
      `insert into sessions (token_hash, user_id, csrf_token, expires_at)
       select h, u, 'csrf', now() + interval '1 day' from unnest($1::text[], $2::uuid[]) as t(h, u)`,
      [tokens.map(hashToken), sessionUsers],
    )
    const ids = members.map((m) => m.id)
    await client.query(
      `insert into memberships (user_id, provider, status) select u, 'test', 'active' from unnest($1::uuid[]) u`,
      [ids],
    )
    await client.query(
      `insert into points_ledger (user_id, delta, reason, source_ref)
       select u, $2, 'adjustment', 'crash-seed:' || u from unnest($1::uuid[]) u`,
      [ids, START_POINTS],
    )

    const category = await client.query<{ id: string }>(
      `insert into categories (name) values ('Tröjor') returning id`,
    )
    const prices = Array.from({ length: opts.products }, () => 20 + Math.floor(opts.random() * 41))
    const products = await client.query<{ id: string }>(
      `insert into products (name, description, price, size, category_id)
       select 'Tröja ' || n, 'Mjuk', p, 'M', $2 from unnest($1::int[]) with ordinality as t(p, n)
       returning id`,
      [prices, category.rows[0]!.id],
    )

    const submissions: Seeded['submissions'] = []
    for (const member of members) {
      const sub = await client.query<{ id: string }>(
        `insert into submission_requests (user_id, status, submitted_at) values ($1, 2, now()) returning id`,
        [member.id],
      )
      const points = Array.from(
        { length: opts.itemsPerSubmission },
        () => 10 + Math.floor(opts.random() * 90),
      )
      const items = await client.query<{ id: string; points: number }>(
        `insert into submission_items (submission_id, position, condition, approval_status, points_awarded)
         select $1, n - 1, 'Fint skick', 'approved', p from unnest($2::int[]) with ordinality as t(p, n)
         returning id, points_awarded as points`,
        [sub.rows[0]!.id, points],
      )
      submissions.push({ id: sub.rows[0]!.id, items: items.rows })
    }
    return { members, staffToken, productIds: products.rows.map((r) => r.id), submissions }
  } finally {
    await client.end()
  }
}
