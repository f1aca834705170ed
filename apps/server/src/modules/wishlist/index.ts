import fp from 'fastify-plugin'
// The wishlist shares the cart's list rules and storage shape; only the table differs.
import { createListService } from '../cart/cart.service.js'
import { createMediaUrls } from '../media/media.urls.js'
import { wishlistRoutes } from './wishlist.routes.js'

/** The member's wishlist. */
export const wishlistModule = fp(
  async (app) => {
    const wishlist = createListService(app.db, 'wishlist', createMediaUrls(app.config.MEDIA_PUBLIC_URL))
    await app.register(wishlistRoutes, { wishlist })
  },
  { name: 'wishlist', dependencies: ['db', 'config', 'auth'] },
)
