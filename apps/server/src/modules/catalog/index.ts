import fp from 'fastify-plugin'
import { type CatalogService, createCatalogService } from './catalog.service.js'
import { createCategoriesAdminService } from './categories.admin.service.js'
import { categoryAdminRoutes } from './category.admin.routes.js'
import { categoryRoutes } from './category.routes.js'
import { registerAdminProducts } from './products.admin.js'
import { productRoutes } from './products.routes.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue; staff modules call `app.catalog.invalidate()` after changing categories or products. */
    catalog: CatalogService
  }
}

/** Categories and the shop's product calls. */
export const catalogModule = fp(
  async (app) => {
    const urls = app.media.urls
    app.decorate(
      'catalog',
      createCatalogService(app.db, urls, { searchConnections: app.config.SEARCH_CONNECTIONS }),
    )
    app.addHook('onClose', async () => app.catalog.close())
    await app.register(categoryRoutes, { catalog: app.catalog })
    await app.register(productRoutes, { catalog: app.catalog })
    await app.register(categoryAdminRoutes, {
      categories: createCategoriesAdminService(app.db, urls, () => app.catalog.invalidate()),
    })
    await registerAdminProducts(app, urls)
  },
  { name: 'catalog', dependencies: ['db', 'config', 'auth', 'media-store'] },
)
