import fp from 'fastify-plugin'
import { deleteAllExpiredDevices, deleteAllExpiredSessions } from './auth.repository.js'
import { authRoutes } from './auth.routes.js'
import { createAuthService } from './auth.service.js'

const HOUR_MS = 60 * 60 * 1000

/** Sessions: CSRF token, login, session check and logout. */
export const authModule = fp(
  async (app) => {
    // Logins drop their own user's expired sessions; this catches the users who never come back.
    app.jobs.every('expired-sessions', HOUR_MS, () => deleteAllExpiredSessions(app.db))
    app.jobs.every('expired-devices', HOUR_MS, () => deleteAllExpiredDevices(app.db))
    await app.register(authRoutes, { auth: createAuthService({ db: app.db }) })
  },
  { name: 'auth-module', dependencies: ['db', 'config', 'auth', 'jobs'] },
)
