import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { Db } from './client.js'

const FIRST_RETRY_MS = 250
const MAX_RETRY_MS = 30_000

export interface ListenerOptions {
  db: Db
  log: FastifyBaseLogger
  /** A fixed identifier of ours, never user input (it is written into the LISTEN statement). */
  channel: string
  /** Names the connection in log lines ('chat events', 'cache notifications'). */
  label: string
  onNotification(payload: string | undefined): void
  /**
   * Runs after every successful LISTEN. A NOTIFY sent while the connection was down is lost, so
   * a caller catches up here (`reconnected` is false on the first connection).
   */
  onListening?(reconnected: boolean): Promise<void> | void
}

/**
 * One LISTEN connection of its own, outside the pool (a pooled connection would be handed to
 * queries), reconnecting with backoff from 250 ms to 30 s for as long as the process runs.
 * Used by the cache bus and the chat hub (ADR 017, ADR 040).
 */
export function createListener(options: ListenerOptions) {
  const { db, log, channel, label } = options
  let client: pg.Client | null = null
  let stopped = false
  let connectedBefore = false
  let retryMs = FIRST_RETRY_MS
  let retryTimer: NodeJS.Timeout | undefined

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
    const lost = (err?: Error) => {
      if (client !== c) return
      client = null
      if (!stopped) log.warn({ err }, `${label} connection lost; reconnecting`)
      c.end().catch(() => {})
      scheduleReconnect()
    }
    c.on('error', lost)
    c.on('end', () => lost())
    c.on('notification', (msg) => {
      if (msg.channel === channel) options.onNotification(msg.payload)
    })
    try {
      await c.connect()
      await c.query(`listen ${channel}`)
    } catch (err) {
      c.end().catch(() => {})
      log.warn({ err }, `${label} connection failed`)
      throw err
    }
    if (stopped) {
      await c.end()
      return
    }
    client = c
    retryMs = FIRST_RETRY_MS
    const reconnected = connectedBefore
    connectedBefore = true
    await options.onListening?.(reconnected)
  }

  return {
    /** Connects now, or keeps trying in the background: the app starts without its listener. */
    async start() {
      await connect().catch(() => scheduleReconnect())
    },
    get connected() {
      return client !== null
    },
    /** Tests: drops the connection as a network failure or a database restart would. */
    dropConnection() {
      client?.emit('error', new Error('dropped by test'))
    },
    async stop() {
      stopped = true
      clearTimeout(retryTimer)
      const c = client
      client = null
      await c?.end().catch(() => {})
    },
  }
}

export type Listener = ReturnType<typeof createListener>
