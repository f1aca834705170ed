import { randomUUID } from 'node:crypto'
import type { Seeded } from './crash-seed.js'

// The crash test's callers: each member orders garments, each staff caller receives approved
// items, back to back. A call cut off by a crash is kept and sent again, unchanged, after the
// restart, as a client that retries would (the same Idempotency-Key, the same receive body).

interface Call {
  what: 'order' | 'receive'
  url: string
  token: string
  headers?: Record<string, string>
  body: object
  /** What the caller learns from an answer (it saw the order placed, the items credited). */
  answered(status: number, json: unknown): void
}

export interface LoadOutcome {
  requests: number
  /** Calls cut off by a kill (refused, reset or answered only in part), sent again after the restart. */
  cutOff: number
  /** Orders whose 200/201 the client saw: they must survive every crash. */
  ackedOrders: Set<string>
  /** Items a receive answer said it credited. */
  ackedCredits: Set<string>
  /** Answers outside what each call may answer (never a 5xx). */
  unexpected: string[]
}

export function createLoad(seed: Seeded, random: () => number, baseUrl: string) {
  const outcome: LoadOutcome = {
    requests: 0,
    cutOff: 0,
    ackedOrders: new Set(),
    ackedCredits: new Set(),
    unexpected: [],
  }
  const unsold = new Set(seed.productIds)
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!

  const orderCall = (token: string): Call => {
    // Once every garment is gone the calls still go out (and meet 409).
    const pool = unsold.size > 0 ? [...unsold] : seed.productIds
    const ids = [...new Set([pick(pool), pick(pool)].slice(0, 1 + Math.floor(random() * 2)))]
    return {
      what: 'order',
      url: '/api/orders',
      token,
      headers: { 'idempotency-key': randomUUID() },
      body: { items: ids.map((productId) => ({ productId })) },
      answered(status, json) {
        if (status === 200 || status === 201) {
          outcome.ackedOrders.add((json as { id: string }).id)
          for (const id of ids) unsold.delete(id)
        } else if (status !== 409) outcome.unexpected.push(`order ${status} ${JSON.stringify(json)}`)
      },
    }
  }

  const receiveCall = (): Call => {
    const sub = pick(seed.submissions)
    const items = sub.items.filter(() => random() < 0.5)
    if (items.length === 0) items.push(pick(sub.items))
    return {
      what: 'receive',
      url: `/api/submissions-request/${sub.id}/receive`,
      token: seed.staffToken,
      body: { items: items.map((i) => ({ id: i.id, points: i.points })) },
      answered(status, json) {
        if (status !== 200) return void outcome.unexpected.push(`receive ${status} ${JSON.stringify(json)}`)
        for (const c of (json as { credited: { itemId: string }[] }).credited)
          outcome.ackedCredits.add(c.itemId)
      },
    }
  }

  const callers = [
    ...seed.members.map((m) => ({ next: () => orderCall(m.token), pending: null as Call | null })),
    ...Array.from({ length: 8 }, () => ({ next: receiveCall, pending: null as Call | null })),
  ]

  /** Sends one call; false when the server is gone (the call stays pending). */
  const send = async (caller: (typeof callers)[number]): Promise<boolean> => {
    const call = caller.pending ?? caller.next()
    caller.pending = call
    let res: Response
    try {
      res = await fetch(`${baseUrl}${call.url}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${call.token}`,
          'content-type': 'application/json',
          ...call.headers,
        },
        body: JSON.stringify(call.body),
        signal: AbortSignal.timeout(30_000),
      })
    } catch {
      outcome.cutOff++
      return false
    }
    // The answer may itself be cut off by the kill: then the call did not answer either.
    const json = await res.json().catch(() => undefined)
    if (json === undefined) {
      outcome.cutOff++
      return false
    }
    caller.pending = null
    outcome.requests++
    call.answered(res.status, json)
    return true
  }

  return {
    outcome,
    /**
     * Every caller sends call after call until `down()` (set just before the kill) says the
     * server is gone; a call that fails while it is up (a stale keep-alive socket) is sent again,
     * up to 3 times in a row before that caller rests until the restart.
     */
    runUntilCrash: (down: () => boolean) =>
      Promise.all(
        callers.map(async (c) => {
          let failures = 0
          while (!down() || c.pending === null) {
            if (await send(c)) failures = 0
            else if (down() || ++failures > 3) return
          }
        }),
      ),
    /** After the last restart: every call still pending is sent again and must be answered. */
    async finish() {
      await Promise.all(
        callers.map(async (c) => {
          for (let attempt = 0; c.pending && attempt < 3; attempt++) await send(c)
          if (c.pending) outcome.unexpected.push(`a retried ${c.pending.what} was not answered`)
        }),
      )
    },
  }
}
