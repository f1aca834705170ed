import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import type { BenchMember } from './orders-members.js'

// The rounds of `npm run bench:orders`. In a round every member first fills their cart and reads it
// back as the checkout page does (not measured), then all of them send POST /api/orders at once
// with the body the web app sends (the cart's lines without `available`, an Idempotency-Key).
// Only that second phase is timed. The baseline times the same kind of burst on a cheap route.

/** A garment as the shop shows it; the cart's add body is built from it like the web app's. */
export interface BenchGarment {
  id: string
  name: string
  description: string
  categoryId: string
  size: string
  price: number
}

export interface OrderAnswer {
  memberIndex: number
  status: number
  ms: number
  body: Record<string, unknown>
  /** The garments sent. */
  productIds: string[]
}

export interface Burst {
  /** Wall time of the timed phases together (ms). */
  ms: number
  latencies: number[]
  answers: OrderAnswer[]
  /** Unexpected answers of the untimed calls (cart, baseline). */
  errors: string[]
}

const json = (m: BenchMember) => ({
  cookie: m.cookie,
  'x-csrf-token': m.csrf,
  'content-type': 'application/json',
})

async function call(baseUrl: string, path: string, init: RequestInit) {
  const res = await fetch(`${baseUrl}${path}`, init)
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null }
}

/** The web app's add body for a garment (toListItem, then toAddBody: everything but `available`). */
const addBody = (g: BenchGarment) => ({
  productId: g.id,
  productName: g.name,
  productDescription: g.description,
  productImageUrl: '',
  categoryId: g.categoryId,
  size: g.size,
  price: g.price,
})

/** Puts the garments in the member's cart and reads the cart back; returns the checkout body. */
async function fillCart(baseUrl: string, m: BenchMember, garments: BenchGarment[], errors: string[]) {
  for (const g of garments) {
    const added = await call(baseUrl, '/api/cart', {
      method: 'POST',
      headers: json(m),
      body: JSON.stringify(addBody(g)),
    })
    if (added.status !== 201) errors.push(`POST /api/cart → ${added.status}`)
  }
  const cart = await call(baseUrl, '/api/cart', { headers: { cookie: m.cookie } })
  if (cart.status !== 200) errors.push(`GET /api/cart → ${cart.status}`)
  const lines = (cart.body ?? []) as Record<string, unknown>[]
  return { items: lines.map(({ available: _available, ...line }) => line) }
}

/**
 * Rounds of orders: `pick(round, memberIndex)` names the garments each member orders that round.
 * Losers of a race remove the garment from their cart afterwards, as the 409's text tells them.
 */
export async function orderRounds(
  baseUrl: string,
  members: BenchMember[],
  rounds: number,
  pick: (round: number, memberIndex: number) => BenchGarment[],
): Promise<Burst> {
  const result: Burst = { ms: 0, latencies: [], answers: [], errors: [] }
  for (let round = 0; round < rounds; round++) {
    const bodies = await Promise.all(
      members.map((m, i) => fillCart(baseUrl, m, pick(round, i), result.errors)),
    )
    const started = performance.now()
    const answers = await Promise.all(
      members.map(async (m, i): Promise<OrderAnswer> => {
        const t0 = performance.now()
        const res = await call(baseUrl, '/api/orders', {
          method: 'POST',
          headers: { ...json(m), 'idempotency-key': randomUUID() },
          body: JSON.stringify(bodies[i]),
        })
        const ms = performance.now() - t0
        const productIds = bodies[i]!.items.map((l) => String(l.productId))
        return {
          memberIndex: i,
          status: res.status,
          ms,
          body: (res.body ?? {}) as Record<string, unknown>,
          productIds,
        }
      }),
    )
    result.ms += performance.now() - started
    for (const a of answers) {
      result.latencies.push(a.ms)
      result.answers.push(a)
    }
    await Promise.all(
      answers
        .filter((a) => a.status === 409)
        .flatMap((a) =>
          a.productIds.map(async (id) => {
            const m = members[a.memberIndex]!
            const res = await call(baseUrl, `/api/cart/${id}`, {
              method: 'DELETE',
              headers: { cookie: m.cookie, 'x-csrf-token': m.csrf },
            })
            if (res.status !== 200) result.errors.push(`DELETE /api/cart/:id → ${res.status}`)
          }),
        ),
    )
  }
  return result
}

/** Rounds in which every member calls `path` at once (the baseline), timed like the orders. */
export async function getRounds(baseUrl: string, members: BenchMember[], rounds: number, path: string) {
  const result: Burst = { ms: 0, latencies: [], answers: [], errors: [] }
  for (let round = 0; round < rounds; round++) {
    const started = performance.now()
    await Promise.all(
      members.map(async (m) => {
        const t0 = performance.now()
        const res = await fetch(`${baseUrl}${path}`, { headers: { cookie: m.cookie } })
        await res.arrayBuffer()
        result.latencies.push(performance.now() - t0)
        if (res.status !== 200) result.errors.push(`GET ${path} → ${res.status}`)
      }),
    )
    result.ms += performance.now() - started
  }
  return result
}

/** The value below which `p` % of the latencies fall. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
