import fp from 'fastify-plugin'
import { createListRepository } from '../../core/lists/lists.repository.js'
import { createListService } from '../../core/lists/lists.service.js'
import { cartItems, wishlistItems } from '../../db/schema/index.js'
import { cartRoutes } from './cart.routes.js'
import { createWishlistMover } from './cart.service.js'

/** The member's cart, kept on the server, and moving wishlist garments into it. */
export const cartModule = fp(
  async (app) => {
    const cartRepo = createListRepository(cartItems)
    const media = app.media.urls
    const cart = createListService({ db: app.db, repo: cartRepo, media })
    const wishlistMover = createWishlistMover({
      db: app.db,
      cart,
      cartRepo,
      wishlistRepo: createListRepository(wishlistItems),
    })
    await app.register(cartRoutes, { cart, wishlistMover })
  },
  { name: 'cart', dependencies: ['db', 'config', 'auth', 'media-store'] },
)
