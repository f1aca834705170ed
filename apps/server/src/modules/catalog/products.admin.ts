import type { FastifyInstance } from 'fastify'
import type { MediaUrls } from '../media/media.urls.js'
import { adminProductRoutes } from './products.admin.routes.js'
import { createAdminProductsService } from './products.admin.service.js'

/** Registers the staff product calls; every change empties the shop's caches. */
export async function registerAdminProducts(app: FastifyInstance, urls: MediaUrls): Promise<void> {
  const products = createAdminProductsService(app.db, app.media, urls, () => app.catalog.invalidate())
  await app.register(adminProductRoutes, { products, catalog: app.catalog })
}
