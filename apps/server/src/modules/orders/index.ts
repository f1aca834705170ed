import fp from 'fastify-plugin'
import { ordersExportRoutes } from './orders.export.js'
import { ordersRoutes } from './orders.routes.js'
import { createOrdersService } from './orders.service.js'

/** Orders: placing an order for points and the member's own orders. */
export const ordersModule = fp(
  async (app) => {
    await app.register(ordersRoutes, { orders: createOrdersService({ db: app.db }) })
    await app.register(ordersExportRoutes, { db: app.db })
  },
  { name: 'orders', dependencies: ['db', 'auth'] },
)
