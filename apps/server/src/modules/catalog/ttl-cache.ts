/** A value loaded at most once per `ttlMs` (concurrent callers share one load). Per process, by design. */
export function cachedValue<T>(ttlMs: number, load: () => Promise<T>) {
  let value: { data: T; expires: number } | null = null
  let loading: Promise<T> | null = null
  let generation = 0
  return {
    async get(): Promise<T> {
      if (value && value.expires > Date.now()) return value.data
      if (loading) return loading
      const started = generation
      loading = load()
        .then((data) => {
          // A load that started before an invalidation must not be stored as fresh.
          if (started === generation) value = { data, expires: Date.now() + ttlMs }
          return data
        })
        .finally(() => {
          loading = null
        })
      return loading
    },
    invalidate() {
      generation++
      value = null
      loading = null
    },
  }
}

/** A small map whose entries expire after `ttlMs`; the oldest entry goes when it is full. */
export function expiringMap<V>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { value: V; expires: number }>()
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key)
      if (!hit) return undefined
      if (hit.expires <= Date.now()) {
        entries.delete(key)
        return undefined
      }
      return hit.value
    },
    set(key: string, value: V) {
      entries.delete(key)
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!)
      entries.set(key, { value, expires: Date.now() + ttlMs })
    },
    clear: () => entries.clear(),
  }
}
