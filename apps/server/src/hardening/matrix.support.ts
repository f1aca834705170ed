import type { AddressInfo } from 'node:net'
import { getTableName, sql } from 'drizzle-orm'
import type { FastifyInstance, RouteOptions } from 'fastify'
import type { Db } from '../db/client.js'
import * as schema from '../db/schema/index.js'
import type { Access } from '../plugins/access.js'
import type { Entry } from './matrix.entry.js'
import type { Who } from './world.js'

// Test-only: what the access and CSRF matrices share: the live route table, the expected answer
// of each access level, a stream opener and a digest of the shop's data.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
export interface LiveRoute {
  key: string
  method: Method
  url: string
  access: Access
  csrf: boolean
  /** Needs the CSRF token whatever its method (`csrf: true`: a GET that changes state, the logout). */
  csrfAlways: boolean
}

/** `METHOD url` for each method of each route; HEAD is Fastify's automatic twin of GET, answered by the same handler. */
export function liveRoutes(routes: RouteOptions[]): LiveRoute[] {
  return routes.flatMap((r) =>
    [r.method]
      .flat()
      .filter((m) => m !== 'HEAD')
      .map((m) => ({
        key: `${m} ${r.url}`,
        method: m as Method,
        url: r.url,
        access: r.config?.access as Access,
        csrf: r.config?.csrf !== false,
        csrfAlways: r.config?.csrf === true,
      })),
  )
}

/** What is wrong with `status` for this caller on a route of this access, or null. */
export function problem(access: Access, entry: Entry, who: Who, status: number): string | null {
  if (status >= 500) return `answered ${status}`
  const not = (...codes: number[]) => (codes.includes(status) ? `answered ${status}` : null)
  const only = (code: number) => (status === code ? null : `answered ${status}, expected ${code}`)
  switch (access) {
    case 'public':
    case 'webhook':
      return not(401, 403)
    case 'member':
      if (who === 'visitor') return only(401)
      if (who === 'admin' && entry.staffRefused) return only(403)
      return who === 'b' && entry.privateToA ? only(404) : not(401, 403)
    case 'owner':
      if (who === 'visitor') return only(401)
      // Never 403 (it would tell that the thing exists), never 2xx.
      if (who === 'b' || (who === 'admin' && entry.staffNotOwner)) return only(404)
      return not(401, 403, 404)
    case 'admin':
      if (who === 'visitor') return only(401)
      return who === 'admin' ? not(401, 403) : only(403)
  }
}

/** Opens a Server-Sent Events stream over HTTP and closes it once the head arrived. */
export async function streamHead(app: FastifyInstance, url: string, headers: Record<string, string>) {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const abort = new AbortController()
  const res = await fetch(base + url, { headers, signal: abort.signal })
  const type = res.headers.get('content-type') ?? ''
  abort.abort()
  await res.body?.cancel().catch(() => {})
  return { statusCode: res.status, type }
}

// Sessions (and login attempts) change on every signed-in call, so they are left out.
const watched = [
  schema.users,
  schema.emailTokens,
  schema.shopSettings,
  schema.categories,
  schema.products,
  schema.productImages,
  schema.cartItems,
  schema.wishlistItems,
  schema.orders,
  schema.orderItems,
  schema.orderEmails,
  schema.pointsLedger,
  schema.memberships,
  schema.checkoutSessions,
  schema.submissionRequests,
  schema.submissionItems,
  schema.submissionItemImages,
  schema.submissionEmails,
  schema.pointsGuide,
  schema.chatMessages,
  schema.chatEvents,
  schema.outbox,
  schema.contactMessages,
]

/** One text that changes when any row of the shop's data changes. */
export async function digest(db: Db): Promise<string> {
  const parts = watched.map((t) => {
    const name = sql.identifier(getTableName(t))
    return sql`(select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from ${name} x)`
  })
  const res = await db.execute(sql`select concat_ws('|', ${sql.join(parts, sql`, `)}) as d`)
  return (res.rows[0] as { d: string }).d
}
