/**
 * One EventSource per URL for the whole page, however many components listen (e.g. a submission's
 * chat and an item dialog of the same submission). It closes when the last listener leaves.
 * Reconnecting and `Last-Event-ID` are the browser's own EventSource behaviour.
 */
type Listener = (type: string, data: unknown) => void

interface Shared {
  source: EventSource
  listeners: Set<Listener>
}

const sources = new Map<string, Shared>()

/** Listens to `types` on the stream at `url`; returns the unsubscribe. */
export function subscribe(url: string, types: readonly string[], listener: Listener): () => void {
  // Without EventSource (a test DOM, a very old browser) the page works; it is just not live.
  if (typeof EventSource === 'undefined') return () => {}
  let shared = sources.get(url)
  if (!shared) {
    const source = new EventSource(url)
    const listeners = new Set<Listener>()
    for (const type of types)
      source.addEventListener(type, (event) => {
        const data = parse((event as MessageEvent<string>).data)
        if (data !== undefined) for (const l of listeners) l(type, data)
      })
    shared = { source, listeners }
    sources.set(url, shared)
  }
  const entry = shared
  entry.listeners.add(listener)
  return () => {
    entry.listeners.delete(listener)
    if (entry.listeners.size === 0) {
      entry.source.close()
      sources.delete(url)
    }
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    // A heartbeat or a malformed event: nothing to apply.
    return undefined
  }
}
