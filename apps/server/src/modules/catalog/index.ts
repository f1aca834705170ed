import fp from 'fastify-plugin'
import { type CatalogService, createCatalogService } from './catalog.service.js'
import { createCategoriesAdminService } from './categories.admin.service.js'
import { categoryAdminRoutes } from './category.admin.routes.js'
import { categoryRoutes } from './category.routes.js'
import { registerAdminProducts } from './products.admin.js'
import { productRoutes } from './products.routes.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue; `invalidate()` drops this process's cache; staff changes go through `app.caches.changed('catalog')`. */
    catalog: CatalogService
  }
}

/** Categories and the shop's product calls. */
export const catalogModule = fp(
  async (app) => {
    const urls = app.media.urls
    app.decorate(
      'catalog',
      createCatalogService({
        db: app.db,
        urls,
        searchConnections: app.config.SEARCH_CONNECTIONS,
        categoryTtlMs: app.config.CATEGORY_CACHE_MS,
      }),
    )
    app.addHook('onClose', async () => app.catalog.close())
    // Staff changes drop the tree and totals here and, through NOTIFY, in every other process.
    app.caches.on('catalog', () => app.catalog.invalidate())
    const changed = () => app.caches.changed('catalog')
    await app.register(categoryRoutes, { catalog: app.catalog })
    await app.register(productRoutes, { catalog: app.catalog })
    await app.register(categoryAdminRoutes, {
      categories: createCategoriesAdminService({ db: app.db, urls, changed }),
    })
    await registerAdminProducts(app, urls, changed)
  },
  { name: 'catalog', dependencies: ['db', 'config', 'auth', 'caches', 'media-store'] },
)
