import type { ServerResponse } from 'node:http'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import type { ChatHub, HubEvent } from './chat.hub.js'
import { MAX_STREAMS_PER_ACCOUNT, tooManyStreams } from './chat.rules.js'

/** One Server-Sent Event: `id` is the chat_events id that `Last-Event-ID` resumes from. */
export interface SseMessage {
  id: number
  event: string
  data: unknown
}

export interface StreamSpec {
  userId: string
  /** From `Last-Event-ID` (or `?lastEventId=`); null starts live from now. */
  lastEventId: number | null
  /** The caller's visible events after an id, in order (read from the table). */
  replay(afterId: number): Promise<HubEvent[]>
  /** What this stream sends for an event, or null when the caller should not see it. */
  render(event: HubEvent): SseMessage | null | Promise<SseMessage | null>
}

/** What a stream gets when its process shuts down (ADR 040). */
export const SHUTDOWN_HINT = 'retry: 1000\nevent: reconnect\ndata: {}\n\n'

const format = (m: SseMessage) => `id: ${m.id}\nevent: ${m.event}\ndata: ${JSON.stringify(m.data)}\n\n`

/** `Last-Event-ID` as a browser resends it, or `?lastEventId=` for clients that cannot set headers. */
export function lastEventIdOf(req: FastifyRequest): number | null {
  const header = req.headers['last-event-id']
  const query = (req.query as { lastEventId?: string } | undefined)?.lastEventId
  const value = (typeof header === 'string' && header) || query
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null
}

/**
 * The process's open streams: at most MAX_STREAMS_PER_ACCOUNT per account in this process (with
 * several processes the ceiling is that times their number: ADR 040), and all of them ended
 * on shutdown (preClose) so closing the server does not wait on a stream that never finishes.
 */
export function createStreams({
  hub,
  log,
  heartbeatMs,
}: {
  hub: ChatHub
  log: FastifyBaseLogger
  heartbeatMs: number
}) {
  const perAccount = new Map<string, number>()
  const open = new Set<ServerResponse>()

  async function start(reply: FastifyReply, spec: StreamSpec) {
    const count = perAccount.get(spec.userId) ?? 0
    if (count >= MAX_STREAMS_PER_ACCOUNT) throw tooManyStreams()
    perAccount.set(spec.userId, count + 1)

    reply.hijack()
    const raw = reply.raw
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    })
    // After an end (shutdown) a late heartbeat or event must not write: that would be an error.
    const write = (text: string) => {
      if (!raw.writableEnded && !raw.destroyed) raw.write(text)
    }
    raw.on('error', (err) => log.debug({ err }, 'chat stream write failed'))
    // A first comment right away: proxies and clients see the stream open.
    write(': connected\n\n')
    open.add(raw)

    let closed = false
    let sentUpTo = spec.lastEventId ?? 0
    let queue = Promise.resolve()
    // With a Last-Event-ID, live events wait here until the replay is written.
    let buffer: HubEvent[] | null = spec.lastEventId === null ? null : []

    const send = async (event: HubEvent) => {
      if (closed || event.row.id <= sentUpTo) return
      const message = await spec.render(event)
      if (closed) return
      sentUpTo = event.row.id
      if (message) write(format(message))
    }
    const enqueue = (event: HubEvent) => {
      queue = queue.then(() => send(event)).catch((err) => log.warn({ err }, 'chat stream event failed'))
    }

    const unsubscribe = hub.subscribe((event) => (buffer ? buffer.push(event) : enqueue(event)))
    const heartbeat = setInterval(() => write(': ping\n\n'), heartbeatMs)
    raw.on('close', () => {
      closed = true
      clearInterval(heartbeat)
      unsubscribe()
      open.delete(raw)
      const left = (perAccount.get(spec.userId) ?? 1) - 1
      if (left > 0) perAccount.set(spec.userId, left)
      else perAccount.delete(spec.userId)
    })

    if (spec.lastEventId !== null) {
      try {
        for (const event of await spec.replay(spec.lastEventId)) enqueue(event)
      } catch (err) {
        log.warn({ err }, 'chat stream replay failed')
        raw.end()
        return
      }
      // Same tick: nothing the hub sends can slip between the replay and the buffered events.
      const pending = buffer ?? []
      buffer = null
      for (const event of pending) enqueue(event)
    }
  }

  return {
    start,
    /**
     * preClose: every open stream ends cleanly with a reconnect hint: `retry:` tells the browser's
     * EventSource to come back soon (to another process behind the load balancer), resuming from
     * its Last-Event-ID; the final `reconnect` event carries no id so that resume point stays.
     */
    closeAll() {
      for (const raw of open) {
        if (!raw.writableEnded && !raw.destroyed) raw.write(SHUTDOWN_HINT)
        raw.end()
      }
    },
    get openCount() {
      return open.size
    },
  }
}

export type Streams = ReturnType<typeof createStreams>
