/**
 * A per-process fixed-window counter keyed by client address. Good enough against a single
 * abusive client; with N processes the effective limit is N times higher (ARCHITECTURE allows it).
 */
export interface Throttle {
  /** Counts one attempt for `key`; false when the key is over its limit in the current window. */
  take(key: string, now?: number): boolean
}

export function createThrottle({ limit, windowMs }: { limit: number; windowMs: number }): Throttle {
  const windows = new Map<string, { start: number; count: number }>()

  // Drop expired windows now and then so the map cannot grow without bound.
  const prune = (now: number) => {
    for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key)
  }

  return {
    take(key, now = Date.now()) {
      if (windows.size > 10_000) prune(now)
      const w = windows.get(key)
      if (!w || now - w.start >= windowMs) {
        windows.set(key, { start: now, count: 1 })
        return true
      }
      if (w.count >= limit) return false
      w.count++
      return true
    },
  }
}
