import fp from 'fastify-plugin'
import { ordersAdminRoutes } from './orders.admin.routes.js'
import { createOrdersAdminService } from './orders.admin.service.js'
import { ordersExportRoutes } from './orders.export.js'
import { ordersRoutes } from './orders.routes.js'
import { createOrdersService } from './orders.service.js'

/** Orders: placing an order for points, the member's own orders, and staff's order calls. */
export const ordersModule = fp(
  async (app) => {
    const admin = createOrdersAdminService({ db: app.db, urls: app.media.urls })
    await app.register(ordersRoutes, { orders: createOrdersService({ db: app.db }), admin })
    await app.register(ordersAdminRoutes, { admin })
    await app.register(ordersExportRoutes, { admin })
  },
  { name: 'orders', dependencies: ['db', 'auth', 'media-store'] },
)
