import type { FastifyInstance } from 'fastify'
import { authRoutes } from './auth/auth.routes.js'
import { cartRoutes } from './cart/cart.routes.js'
import { catalogRoutes } from './catalog/catalog.routes.js'
import { contactRoutes } from './contact/contact.routes.js'
import { healthRoutes } from './health/health.routes.js'
import { mediaRoutes } from './media/media.routes.js'
import { membershipRoutes } from './membership/membership.routes.js'
import { ordersRoutes } from './orders/orders.routes.js'
import { usersRoutes } from './users/users.routes.js'
import { wishlistRoutes } from './wishlist/wishlist.routes.js'

/** Every feature module, in registration order. Add one line per module. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes)
  await app.register(mediaRoutes)
  await app.register(catalogRoutes)
  await app.register(authRoutes)
  await app.register(usersRoutes)
  await app.register(cartRoutes)
  await app.register(wishlistRoutes)
  await app.register(ordersRoutes)
  await app.register(membershipRoutes)
  await app.register(contactRoutes)
}
