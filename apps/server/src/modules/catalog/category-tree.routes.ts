import { CategoryTreeNode } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorResponse } from './http.js'
import type { AdminProductsService } from './products.admin.service.js'

/** The staff product page's category dropdown (issue 16): every category, hidden ones too. */
export const categoryTreeRoutes: FastifyPluginAsyncZod<{ products: AdminProductsService }> = async (
  app,
  { products },
) => {
  app.get(
    '/api/category/tree',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['catalog', 'admin'],
        summary: 'Kategoriträdet för personalens produktfilter',
        description:
          'Kategorierna i trädordning (sorting, sedan namn) med djup (0 = toppnivå), isLeaf och antal plagg i kategorin och allt under den (arkiverade räknas inte).',
        response: { 200: z.array(CategoryTreeNode), 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async () => products.categoryTree(),
  )
}
