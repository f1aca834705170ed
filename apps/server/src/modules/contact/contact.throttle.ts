import type { Db } from '../../db/client.js'
import { type RateLimit, takeRateLimit } from '../../lib/rate-limit.js'

/** A fixed-window limit per key, counted in PostgreSQL so it holds across processes (ADR 040). */
export interface Throttle {
  /** Counts one attempt for `key`; false when the key is over its limit in the current window. */
  take(key: string): Promise<boolean>
}

export function createThrottle(db: Db, limit: RateLimit): Throttle {
  return { take: (key) => takeRateLimit(db, limit, key) }
}
