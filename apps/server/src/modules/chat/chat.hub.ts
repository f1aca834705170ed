import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import { createListener } from '../../db/listener.js'
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

/**
 * The process's one listener on `chat_events` (ADR 017). A NOTIFY only says "something new": the
 * hub reads every event after the last one it dispatched, so a NOTIFY lost while reconnecting is
 * caught up from the table.
 */
export function createChatHub({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  const listeners = new Set<HubListener>()
  let lastId = 0
  let stopped = false
  let running: Promise<void> | null = null
  let again = false

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

  const connection = createListener({
    db,
    log,
    channel: 'chat_events',
    label: 'chat events',
    onNotification: () => void catchUp(),
    // Whatever was committed while we were not listening.
    onListening: () => catchUp(),
  })

  return {
    async start() {
      lastId = await repo.lastEventId(db)
      await connection.start()
    },
    subscribe(listener: HubListener): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    catchUp,
    dropConnection: () => connection.dropConnection(),
    /** Open streams listening in this process (tests: none left after clients disconnect). */
    get listenerCount() {
      return listeners.size
    },
    get connected() {
      return connection.connected
    },
    async stop() {
      stopped = true
      await running
      await connection.stop()
    },
  }
}

export type ChatHub = ReturnType<typeof createChatHub>
