import fp from 'fastify-plugin'
import { deleteDeadEmailTokens } from './email-tokens.repository.js'
import { passwordResetRoutes } from './password-reset.routes.js'
import { createPasswordResetService } from './password-reset.service.js'
import { registrationRoutes } from './registration.routes.js'
import { createRegistrationService } from './registration.service.js'
import { adminUsersRoutes } from './users.admin.routes.js'
import { createAdminUsersService } from './users.admin.service.js'
import { usersExportRoutes } from './users.export.js'
import { usersRoutes } from './users.routes.js'
import { createUsersService } from './users.service.js'

const HOUR_MS = 60 * 60 * 1000

/** Accounts: registration, e-mail verification, password reset, the user context and profile, staff's customers. */
export const usersModule = fp(
  async (app) => {
    const deps = { db: app.db, config: app.config }
    app.jobs.every('dead-email-tokens', HOUR_MS, () => deleteDeadEmailTokens(app.db))
    await app.register(registrationRoutes, { registration: createRegistrationService(deps) })
    await app.register(passwordResetRoutes, { reset: createPasswordResetService(deps) })
    await app.register(usersRoutes, { users: createUsersService(deps) })
    const customers = createAdminUsersService(deps)
    await app.register(usersExportRoutes, { customers })
    await app.register(adminUsersRoutes, { customers })
  },
  { name: 'users', dependencies: ['db', 'config', 'auth', 'mail', 'jobs'] },
)
