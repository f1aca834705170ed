import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { Db } from '../../db/client.js'
import type { EventRow } from './chat.repository.js'
import * as repo from './chat.repository.js'

/** One change as the streams see it; the unread counts are computed at most once per event. */
export interface HubEvent {
  row: EventRow
  /** Both sides' unread counts of the event's whole submission (user = staff's unread messages). */
  unreadBySide(): Promise<{ user: number; admin: number }>
}

export type HubListener = (event: HubEvent) => void

export function hubEvent(db: Db, row: EventRow): HubEvent {
  let counts: Promise<{ user: number; admin: number }> | undefined
  return { row, unreadBySide: () => (counts ??= repo.unreadBySide(db, row.submissionId)) }
}

const BATCH = 500
const MAX_RETRY_MS = 30_000

/**
 * The process's one listener on `chat_events` (ADR 017). A NOTIFY only says "something new": the
 * hub reads every event after the last one it dispatched, so a NOTIFY lost while reconnecting is
 * caught up from the table. The connection is its own, outside the pool.
 */
export function createChatHub({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  const listeners = new Set<HubListener>()
  let client: pg.Client | null = null
  let lastId = 0
  let stopped = false
  let running: Promise<void> | null = null
  let again = false
  let retryMs = 250
  let retryTimer: NodeJS.Timeout | undefined

  const drain = async () => {
    do {
      again = false
      for (;;) {
        const rows = await repo.eventsAfter(db, lastId, {}, BATCH)
        for (const row of rows) {
          lastId = row.id
          const event = hubEvent(db, row)
          for (const listener of listeners) listener(event)
        }
        if (rows.length < BATCH) break
      }
    } while (again && !stopped)
  }

  /** One catch-up at a time; a wake-up during one runs another right after. */
  function catchUp(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = drain()
      .catch((err) => log.warn({ err }, 'chat events catch-up failed'))
      .finally(() => {
        running = null
      })
    return running
  }

  function scheduleReconnect() {
    if (stopped || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      connect().catch(() => scheduleReconnect())
    }, retryMs)
    retryTimer.unref()
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
  }

  async function connect() {
    const c = new pg.Client(db.$client.options)
    const dropped = (err?: Error) => {
      if (client !== c) return
      client = null
      if (!stopped) log.warn({ err }, 'chat events connection lost; reconnecting')
      c.end().catch(() => {})
      scheduleReconnect()
    }
    c.on('error', dropped)
    c.on('end', () => dropped())
    c.on('notification', () => void catchUp())
    try {
      await c.connect()
      await c.query('listen chat_events')
    } catch (err) {
      c.end().catch(() => {})
      log.warn({ err }, 'chat events connection failed')
      throw err
    }
    if (stopped) {
      await c.end()
      return
    }
    client = c
    retryMs = 250
    // Whatever was committed while we were not listening.
    await catchUp()
  }

  return {
    async start() {
      lastId = await repo.lastEventId(db)
      await connect().catch(() => scheduleReconnect())
    },
    subscribe(listener: HubListener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    catchUp,
    /** Tests: drops the connection as a network failure or a database restart would. */
    dropConnection() {
      client?.emit('error', new Error('dropped by test'))
    },
    /** Open streams listening in this process (tests: none left after clients disconnect). */
    get listenerCount() {
      return listeners.size
    },
    get connected() {
      return client !== null
    },
    async stop() {
      stopped = true
      clearTimeout(retryTimer)
      await running
      const c = client
      client = null
      await c?.end().catch(() => {})
    },
  }
}

export type ChatHub = ReturnType<typeof createChatHub>
