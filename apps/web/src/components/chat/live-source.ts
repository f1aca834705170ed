/**
 * One EventSource per URL for the whole page, however many components listen (e.g. a submission's
 * chat and an item dialog of the same submission). It closes when the last listener leaves.
 *
 * Reconnecting after a dropped stream and `Last-Event-ID` are the browser's own EventSource
 * behaviour; but a browser gives up for good when a reconnect is answered with an error (a 502
 * while a server process restarts, a 429). Then the stream is opened again after a pause, resuming
 * from the last event id through `?lastEventId=`. Every open is passed on as `open` with
 * `{ reopened }`, so a page can refetch what may have changed before the stream was there.
 */
type Listener = (type: string, data: unknown) => void

interface Shared {
  listeners: Set<Listener>
  close(): void
}

const sources = new Map<string, Shared>()

/** Pause before opening a stream again the browser gave up on: 2 s, doubling, at most a minute. */
const RETRY_MS = { first: 2_000, max: 60_000 }

/** Listens to `types` on the stream at `url`; `open` is sent on each (re)open. Returns the unsubscribe. */
export function subscribe(url: string, types: readonly string[], listener: Listener): () => void {
  // Without EventSource (a test DOM, a very old browser) the page works; it is just not live.
  if (typeof EventSource === 'undefined') return () => {}
  let shared = sources.get(url)
  if (!shared) {
    shared = open(url, types)
    sources.set(url, shared)
  }
  const entry = shared
  entry.listeners.add(listener)
  return () => {
    entry.listeners.delete(listener)
    if (entry.listeners.size === 0) {
      entry.close()
      sources.delete(url)
    }
  }
}

function open(url: string, types: readonly string[]): Shared {
  const listeners = new Set<Listener>()
  const emit = (type: string, data: unknown) => {
    for (const l of listeners) l(type, data)
  }
  let source: EventSource
  let lastEventId = ''
  let retryMs = RETRY_MS.first
  let timer: ReturnType<typeof setTimeout> | undefined
  let closed = false
  let opens = 0

  const connect = () => {
    const resume = lastEventId ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${lastEventId}` : url
    source = new EventSource(resume)
    source.addEventListener('open', () => {
      retryMs = RETRY_MS.first
      emit('open', { reopened: opens++ > 0 })
    })
    source.addEventListener('error', () => {
      // CONNECTING: the browser retries by itself. CLOSED: it gave up; try again later.
      if (closed || source.readyState !== EventSource.CLOSED) return
      timer = setTimeout(connect, retryMs)
      retryMs = Math.min(retryMs * 2, RETRY_MS.max)
    })
    for (const type of types)
      source.addEventListener(type, (event) => {
        const message = event as MessageEvent<string>
        if (message.lastEventId) lastEventId = message.lastEventId
        const data = parse(message.data)
        if (data !== undefined) emit(type, data)
      })
  }
  connect()

  return {
    listeners,
    close() {
      closed = true
      clearTimeout(timer)
      source.close()
    },
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
