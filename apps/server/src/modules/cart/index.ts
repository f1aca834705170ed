import fp from 'fastify-plugin'
import { createMediaUrls } from '../media/media.urls.js'
import { cartRoutes } from './cart.routes.js'
import { createListService, createWishlistMover } from './cart.service.js'

/** The member's cart, kept on the server, and moving wishlist garments into it. */
export const cartModule = fp(
  async (app) => {
    const cart = createListService(app.db, 'cart', createMediaUrls(app.config.MEDIA_PUBLIC_URL))
    await app.register(cartRoutes, { cart, wishlistMover: createWishlistMover(app.db, cart) })
  },
  { name: 'cart', dependencies: ['db', 'config', 'auth'] },
)
