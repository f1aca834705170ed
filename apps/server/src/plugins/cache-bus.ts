import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/client.js'
import { createListener } from '../db/listener.js'

/** The one channel every process LISTENs on; a notification's payload is the cache's name. */
export const CACHE_CHANNEL = 'kb_cache'

type Drop = () => void

/**
 * Keeps the per-process caches of several processes in agreement (ADR 040): `changed(name)`
 * drops the cache here and NOTIFYs the others, which drop theirs. A notification may have been
 * missed while the LISTEN connection was down, so on every reconnect each cache is dropped.
 */
export function createCacheBus({ db, log }: { db: Db; log: FastifyBaseLogger }) {
  const drops = new Map<string, Set<Drop>>()
  const drop = (name: string) => {
    for (const fn of drops.get(name) ?? []) fn()
  }
  const listener = createListener({
    db,
    log,
    channel: CACHE_CHANNEL,
    label: 'cache notifications',
    onNotification: (name) => {
      if (name) drop(name)
    },
    onListening: (reconnected) => {
      if (!reconnected) return
      for (const name of drops.keys()) drop(name)
    },
  })

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
    start: () => listener.start(),
    stop: () => listener.stop(),
    get connected() {
      return listener.connected
    },
    dropConnection: () => listener.dropConnection(),
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
