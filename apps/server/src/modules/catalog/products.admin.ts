import type { FastifyInstance } from 'fastify'
import type { MediaUrls } from '../../core/media/media.urls.js'
import { adminProductRoutes } from './products.admin.routes.js'
import { createAdminProductsService } from './products.admin.service.js'

/** Registers the staff product calls; every change empties the shop's caches in every process. */
export async function registerAdminProducts(
  app: FastifyInstance,
  urls: MediaUrls,
  changed: () => Promise<void>,
): Promise<void> {
  const products = createAdminProductsService({ db: app.db, store: app.media, urls, onChange: changed })
  await app.register(adminProductRoutes, { products, catalog: app.catalog })
}
