import fp from 'fastify-plugin'
import { dashboardRoutes } from './dashboard.routes.js'
import { createDashboardService } from './dashboard.service.js'

/** The back-office overview: figures across submissions, orders, members, points and the shop. */
export const dashboardModule = fp(
  async (app) => {
    await app.register(dashboardRoutes, { dashboard: createDashboardService({ db: app.db }) })
  },
  { name: 'dashboard', dependencies: ['db', 'auth'] },
)
