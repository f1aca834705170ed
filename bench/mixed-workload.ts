import { performance } from 'node:perf_hooks'

// The virtual members of `npm run bench:load`: each one, in a loop, does what a visitor of the
// shop does (browse, search, open a garment, add to the cart, order, write in the chat), with
// weights, and every answer's latency is kept per kind of call.

export interface VirtualMember {
  token: string
  submissionId: string
  /** Garments only this member orders (so orders never meet 409: errors must be 0). */
  toOrder: string[]
}

export interface WorkloadData {
  members: VirtualMember[]
  categoryIds: string[]
  productIds: string[]
  words: string[]
}

export type CallKind = 'browse' | 'search' | 'product' | 'cart' | 'order' | 'chat'

const weights: [CallKind, number][] = [
  ['browse', 30],
  ['search', 20],
  ['product', 25],
  ['cart', 12],
  ['order', 5],
  ['chat', 8],
]

/** The chat's own limit per account and minute, less one for clock slack. */
const CHAT_PER_MINUTE = 19

export interface WorkloadResult {
  seconds: number
  latencies: Record<CallKind, number[]>
  errors: string[]
}

/** A small deterministic generator per member (mulberry32). */
function prng(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The kind of call at `r` along the cumulative weights. */
function pickKind(r: number): CallKind {
  let rest = r
  for (const [kind, weight] of weights) {
    rest -= weight
    if (rest < 0) return kind
  }
  return 'product'
}

export async function runWorkload(
  baseUrl: string,
  data: WorkloadData,
  seconds: number,
): Promise<WorkloadResult> {
  const latencies = Object.fromEntries(weights.map(([k]) => [k, [] as number[]])) as Record<
    CallKind,
    number[]
  >
  const errors: string[] = []
  const stopAt = performance.now() + seconds * 1000
  const total = weights.reduce((s, [, w]) => s + w, 0)

  const member = async (m: VirtualMember, index: number) => {
    const random = prng(1000 + index)
    /** When this member's chat messages went out (the last minute's). */
    const sent: number[] = []
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!
    const auth = { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' }
    const request = (kind: CallKind): [string, RequestInit, number[]] => {
      switch (kind) {
        case 'browse':
          return [
            `/api/products/search?categoryId=${pick(data.categoryIds)}&includeDescendants=true&page=${1 + Math.floor(random() * 5)}&pageSize=20`,
            {},
            [200],
          ]
        case 'search':
          return [
            `/api/products/search?search=${encodeURIComponent(pick(data.words))}&page=1&pageSize=20`,
            {},
            [200],
          ]
        case 'product':
          return [`/api/products/${pick(data.productIds)}`, {}, [200]]
        case 'cart':
          return [
            '/api/cart',
            { method: 'POST', headers: auth, body: JSON.stringify({ productId: pick(data.productIds) }) },
            [200, 201],
          ]
        case 'order': {
          const productId = m.toOrder.pop()!
          return [
            '/api/orders',
            { method: 'POST', headers: auth, body: JSON.stringify({ items: [{ productId }] }) },
            [201],
          ]
        }
        case 'chat':
          return [
            '/api/chat',
            {
              method: 'POST',
              headers: auth,
              body: JSON.stringify({
                submissionRequestId: m.submissionId,
                message: 'Hej! När kommer paketet fram?',
                sender: 'user',
              }),
            },
            [201],
          ]
      }
    }
    while (performance.now() < stopAt) {
      const kind = pickKind(random() * total)
      // A member who has ordered every garment set aside for them does something else, and so
      // does one who has written the chat's limit this minute (20 a minute per account, 429).
      if (kind === 'order' && m.toOrder.length === 0) continue
      if (kind === 'chat') {
        const now = performance.now()
        while (sent.length > 0 && sent[0]! < now - 61_000) sent.shift()
        if (sent.length >= CHAT_PER_MINUTE) continue
        sent.push(now)
      }
      const [path, init, ok] = request(kind)
      const started = performance.now()
      try {
        const res = await fetch(`${baseUrl}${path}`, init)
        await res.arrayBuffer()
        latencies[kind].push(performance.now() - started)
        if (!ok.includes(res.status)) errors.push(`${kind} ${path} → ${res.status}`)
      } catch (err) {
        errors.push(`${kind} ${path} → ${String(err)}`)
      }
    }
  }

  const started = performance.now()
  await Promise.all(data.members.map(member))
  return { seconds: (performance.now() - started) / 1000, latencies, errors }
}

/** The value below which `p` of the sorted latencies fall. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
