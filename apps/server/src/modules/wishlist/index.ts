import fp from 'fastify-plugin'
import { createListRepository } from '../../core/lists/lists.repository.js'
import { createListService } from '../../core/lists/lists.service.js'
import { wishlistItems } from '../../db/schema/index.js'
import { wishlistRoutes } from './wishlist.routes.js'

/** The member's wishlist: the shared garment list over its own table. */
export const wishlistModule = fp(
  async (app) => {
    const media = app.media.urls
    const service = createListService({ db: app.db, repo: createListRepository(wishlistItems), media })
    await app.register(wishlistRoutes, { service })
  },
  { name: 'wishlist', dependencies: ['db', 'config', 'auth', 'media-store'] },
)
