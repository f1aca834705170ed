import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createScheduler, type Scheduler } from '../core/jobs/scheduler.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled tasks, each run once per period across every process on the database (ADR 041). */
    jobs: Scheduler
  }
}

/** The scheduler modules register their periodic tasks with; it polls from ready to close. */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const scheduler = createScheduler({
      db: app.db,
      log: app.log,
      pollMs: app.config.JOBS_POLL_MS,
      leaseMs: app.config.JOBS_LEASE_MS,
    })
    app.decorate('jobs', scheduler)
    app.addHook('onReady', async () => scheduler.start())
    app.addHook('onClose', async () => scheduler.stop())
  },
  { name: 'jobs', dependencies: ['db', 'config'] },
)
