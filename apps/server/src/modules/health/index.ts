import fp from 'fastify-plugin'
import { healthRoutes } from './health.routes.js'

/** Liveness: the server and its database answer. */
export const healthModule = fp(
  async (app) => {
    await app.register(healthRoutes)
  },
  { name: 'health', dependencies: ['db', 'auth'] },
)
