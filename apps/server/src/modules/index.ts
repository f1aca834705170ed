import type { FastifyInstance } from 'fastify'
import { authModule } from './auth/index.js'
import { cartModule } from './cart/index.js'
import { catalogModule } from './catalog/index.js'
import { chatModule } from './chat/index.js'
import { contactModule } from './contact/index.js'
import { dashboardModule } from './dashboard/index.js'
import { healthModule } from './health/index.js'
import { mediaModule } from './media/index.js'
import { membershipModule } from './membership/index.js'
import { ordersModule } from './orders/index.js'
import { pointsGuideModule } from './points-guide/index.js'
import { privacyModule } from './privacy/index.js'
import { sitemapModule } from './sitemap/index.js'
import { submissionsModule } from './submissions/index.js'
import { usersModule } from './users/index.js'
import { wishlistModule } from './wishlist/index.js'

/**
 * Every feature module, in registration order: each a named plugin (fastify-plugin with `name`
 * and `dependencies`) that builds its service and registers its routes. Add one line per module.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(healthModule)
  await app.register(mediaModule)
  await app.register(catalogModule)
  await app.register(authModule)
  await app.register(usersModule)
  await app.register(cartModule)
  await app.register(wishlistModule)
  await app.register(ordersModule)
  await app.register(membershipModule)
  await app.register(contactModule)
  await app.register(submissionsModule)
  await app.register(chatModule)
  await app.register(dashboardModule)
  await app.register(pointsGuideModule)
  await app.register(privacyModule)
  await app.register(sitemapModule)
}
