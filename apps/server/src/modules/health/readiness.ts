import type { Db } from '../../db/client.js'
import { migrationsApplied } from '../../db/client.js'

export type NotReadyReason = 'shutting_down' | 'database' | 'migrations'

/**
 * Whether this process should get traffic from a load balancer: not shutting down, the database
 * answers and every migration is applied. Once the migrations are seen applied that is remembered
 * (they are never undone); the database is asked on every probe.
 */
export function createReadiness({ db }: { db: Db }) {
  let stopping = false
  let migrated = false

  return {
    /** SIGTERM: from now on the probe answers 503 while in-flight work finishes. */
    markStopping() {
      stopping = true
    },
    get stopping() {
      return stopping
    },
    async check(): Promise<NotReadyReason | null> {
      if (stopping) return 'shutting_down'
      try {
        if (!migrated) migrated = await migrationsApplied(db)
        else await db.$client.query('select 1')
      } catch {
        return 'database'
      }
      return migrated ? null : 'migrations'
    },
  }
}

export type Readiness = ReturnType<typeof createReadiness>
