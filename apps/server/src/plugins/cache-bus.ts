import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import pg from 'pg'
import type { Db } from '../db/client.js'

/** The one channel every process LISTENs on; a notification's payload is the cache's name. */
export const CACHE_CHANNEL = 'kb_cache'
const MAX_RETRY_MS = 30_000

type Drop = () => void

/**
 * Keeps the per-process caches of several processes in agreement (ADR 040): `changed(name)`
 * drops the cache here and NOTIFYs the others, which drop theirs. One LISTEN connection of its
 * own (outside the pool) reconnects with backoff; a notification may have been missed while it
 * was down, so on every reconnect each cache is dropped.
 */
export function createCacheBus({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  const drops = new Map<string, Set<Drop>>()
  let client: pg.Client | null = null
  let stopped = false
  let connectedBefore = false
  let retryMs = 250
  let retryTimer: NodeJS.Timeout | undefined

  const drop = (name: string) => {
    for (const fn of drops.get(name) ?? []) fn()
  }
  const dropAll = () => {
    for (const name of drops.keys()) drop(name)
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
    const lost = (err?: Error) => {
      if (client !== c) return
      client = null
      if (!stopped) log.warn({ err }, 'cache notifications connection lost; reconnecting')
      c.end().catch(() => {})
      scheduleReconnect()
    }
    c.on('error', lost)
    c.on('end', () => lost())
    c.on('notification', (msg) => {
      if (msg.channel === CACHE_CHANNEL && msg.payload) drop(msg.payload)
    })
    try {
      await c.connect()
      await c.query(`listen ${CACHE_CHANNEL}`)
    } catch (err) {
      c.end().catch(() => {})
      log.warn({ err }, 'cache notifications connection failed')
      throw err
    }
    if (stopped) {
      await c.end()
      return
    }
    client = c
    retryMs = 250
    if (connectedBefore) dropAll()
    connectedBefore = true
  }

  return {
    /** Calls `fn` whenever the cache `name` changed, in this process or another. */
    on(name: string, fn: Drop): () => void {
      const set = drops.get(name) ?? new Set<Drop>()
      drops.set(name, set)
      set.add(fn)
      return () => set.delete(fn)
    },
    /** Drops `name` here at once and in every other process through NOTIFY (call after the commit). */
    async changed(name: string): Promise<void> {
      drop(name)
      await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${name})`).catch((err) => {
        log.warn(
          { err, cache: name },
          'cache change not announced; other processes keep theirs until it expires',
        )
      })
    },
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

export type CacheBus = ReturnType<typeof createCacheBus>

declare module 'fastify' {
  interface FastifyInstance {
    /** Cache invalidation across processes (`changed`, `on`). */
    caches: CacheBus
  }
}

export const cacheBusPlugin = fp(
  async (app: FastifyInstance) => {
    const bus = createCacheBus({ db: app.db, log: app.log })
    app.decorate('caches', bus)
    app.addHook('onReady', async () => bus.start())
    app.addHook('onClose', async () => bus.stop())
  },
  { name: 'caches', dependencies: ['db'] },
)
