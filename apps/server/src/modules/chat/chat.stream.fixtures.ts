import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'

// Test-only: a real HTTP client for the chat's Server-Sent Events streams.

export interface SseEvent {
  id: number
  event: string
  data: Record<string, unknown>
}

/** Listens on 127.0.0.1 on a free port; returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 })
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

export interface StreamClient {
  status: number
  headers: Headers
  events: SseEvent[]
  comments: string[]
  /** The next event after the ones already taken, within `timeoutMs`. */
  next(timeoutMs?: number): Promise<SseEvent>
  /** Waits until a comment satisfying `match` arrived. */
  comment(match: (c: string) => boolean, timeoutMs?: number): Promise<void>
  /** Resolves when the server ended the stream. */
  ended: Promise<void>
  close(): void
}

/** Opens a stream with fetch and parses it as it arrives. */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<StreamClient> {
  const abort = new AbortController()
  const res = await fetch(url, { headers, signal: abort.signal })
  const events: SseEvent[] = []
  const comments: string[] = []
  let taken = 0
  let wake: () => void = () => {}
  const changed = () => new Promise<void>((resolve) => (wake = resolve))

  const parse = (block: string) => {
    const event: Partial<SseEvent> = {}
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim())
      else if (line.startsWith('id: ')) event.id = Number(line.slice(4))
      else if (line.startsWith('event: ')) event.event = line.slice(7)
      else if (line.startsWith('data: ')) event.data = JSON.parse(line.slice(6))
    }
    if (event.event) events.push(event as SseEvent)
  }

  const ended = (async () => {
    if (!res.body) return
    const decoder = new TextDecoder()
    let text = ''
    try {
      for await (const chunk of res.body) {
        text += decoder.decode(chunk, { stream: true })
        let end = text.indexOf('\n\n')
        while (end >= 0) {
          parse(text.slice(0, end))
          text = text.slice(end + 2)
          end = text.indexOf('\n\n')
        }
        wake()
      }
    } catch {
      // Aborted by the test.
    }
    wake()
  })()

  const waitFor = async (ready: () => boolean, what: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs
    while (!ready()) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`timed out waiting for ${what}`)
      await Promise.race([changed(), ended, new Promise((r) => setTimeout(r, Math.min(left, 50)))])
    }
  }

  return {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    async next(timeoutMs = 3000) {
      await waitFor(() => events.length > taken, 'an event', timeoutMs)
      return events[taken++]!
    },
    comment: (match, timeoutMs = 3000) => waitFor(() => comments.some(match), 'a comment', timeoutMs),
    ended,
    close: () => abort.abort(),
  }
}

/** Nothing more arrives within `ms` (for "and no duplicates"). */
export async function expectQuiet(stream: StreamClient, ms = 300): Promise<SseEvent | null> {
  return stream.next(ms).catch(() => null)
}
