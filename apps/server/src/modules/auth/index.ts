import fp from 'fastify-plugin'
import { authRoutes } from './auth.routes.js'
import { createAuthService } from './auth.service.js'

/** Sessions: CSRF token, login, session check and logout. */
export const authModule = fp(
  async (app) => {
    await app.register(authRoutes, { auth: createAuthService({ db: app.db }) })
  },
  { name: 'auth-module', dependencies: ['db', 'config', 'auth'] },
)
