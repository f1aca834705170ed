import { CategoryDto } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { CatalogService } from './catalog.service.js'
import { cachePublicly } from './http.js'

export const categoryRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/api/category',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalog'],
        summary: 'Synliga kategorier',
        description:
          'Kategorier som visas i butiken (visas själv och alla föräldrar visas), sorterade på sorting och sedan namn. `parent` är förälderns id eller den tomma guiden för toppnivån.',
        response: { 200: z.array(CategoryDto) },
      },
    },
    async (_req, reply) => {
      cachePublicly(reply)
      return catalog.listCategories()
    },
  )
}
