/** Scroll positions by key (a URL, a history entry), newest last. */
export interface ScrollPositions {
  get(key: string): number | undefined
  set(key: string, y: number): void
  /** Mirrors the newest positions to sessionStorage, so a reload of the tab keeps them. */
  save(): void
}

/** Positions kept under `storageKey` in sessionStorage; only the `keep` newest are saved. */
export function createScrollPositions(storageKey: string, keep: number): ScrollPositions {
  const positions = new Map<string, number>(readStored(storageKey))
  return {
    get: (key) => positions.get(key),
    set(key, y) {
      positions.delete(key)
      positions.set(key, y)
    },
    save() {
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(Object.fromEntries([...positions].slice(-keep))))
      } catch {
        // Storage full or blocked: positions still live in memory for this tab.
      }
    },
  }
}

function readStored(storageKey: string): [string, number][] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, unknown>
    return Object.entries(stored).filter((e): e is [string, number] => typeof e[1] === 'number')
  } catch {
    return []
  }
}
