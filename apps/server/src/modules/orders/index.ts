import fp from 'fastify-plugin'
import { ordersRoutes } from './orders.routes.js'
import { createOrdersService } from './orders.service.js'

/** Orders: placing an order for points and the member's own orders. */
export const ordersModule = fp(
  async (app) => {
    await app.register(ordersRoutes, { orders: createOrdersService({ db: app.db }) })
  },
  { name: 'orders', dependencies: ['db', 'auth'] },
)
