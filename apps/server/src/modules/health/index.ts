import fp from 'fastify-plugin'
import { healthRoutes } from './health.routes.js'
import { createReadiness, type Readiness } from './readiness.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The ready probe's state; server.ts marks it stopping on SIGTERM. */
    readiness: Readiness
  }
}

/** Liveness (`/api/health`) and readiness for a load balancer (`/api/ready`, ADR 040). */
export const healthModule = fp(
  async (app) => {
    const readiness = createReadiness({ db: app.db })
    app.decorate('readiness', readiness)
    // While draining, every answer closes its connection, so keep-alive clients move on to
    // another process and the server's close is not held up by idle sockets.
    app.addHook('onSend', async (_req, reply) => {
      if (readiness.stopping) reply.header('connection', 'close')
    })
    await app.register(healthRoutes, { readiness })
  },
  { name: 'health', dependencies: ['db', 'auth'] },
)
