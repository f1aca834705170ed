import {
  AdminCategoryDto,
  CategoryIdParams,
  CategoryTreeNodeDto,
  CreateCategoryBody,
  UpdateCategoryBody,
} from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { noContent } from '../../lib/openapi.js'
import type { CategoriesAdminService } from './categories.admin.service.js'
import { ErrorResponse } from './http.js'

const denied = { 401: ErrorResponse, 403: ErrorResponse }
const tags = ['catalog', 'admin']

/** Staff's category calls (backoffice spec §7 'Staff: categories'); all `admin`. */
export const categoryAdminRoutes: FastifyPluginAsyncZod<{ categories: CategoriesAdminService }> = async (
  app,
  { categories },
) => {
  app.get(
    '/api/category/all',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Alla kategorier, även dolda, med antal plagg (personal)',
        response: { 200: z.array(AdminCategoryDto), ...denied },
      },
    },
    async () => categories.listAll(),
  )

  app.get(
    '/api/category/tree',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Kategoriträdet för produktlistans meny (personal)',
        description:
          'Djupet först i butikens ordning; `count` räknar plaggen i kategorin och alla under den.',
        response: { 200: z.array(CategoryTreeNodeDto), ...denied },
      },
    },
    async () => categories.tree(),
  )

  app.post(
    '/api/category',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Skapa en kategori (personal)',
        description: '`parent` null eller den tomma guiden: toppnivå. Namnet är unikt bland syskonen (409).',
        body: CreateCategoryBody,
        response: { 201: AdminCategoryDto, 400: ErrorResponse, 409: ErrorResponse, ...denied },
      },
    },
    async (req, reply) => reply.code(201).send(await categories.create(req.body)),
  )

  app.put(
    '/api/category',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Ändra en kategori (personal)',
        description:
          'Hela kategorin. En kategori kan inte vara sin egen förälder (400) eller flyttas under en egen underkategori (409).',
        body: UpdateCategoryBody,
        response: {
          200: AdminCategoryDto,
          400: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          ...denied,
        },
      },
    },
    async (req) => categories.update(req.body),
  )

  app.delete(
    '/api/category/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Ta bort en tom kategori (personal)',
        description: 'En kategori med underkategorier eller plagg tas inte bort (409, med antalen).',
        params: CategoryIdParams,
        response: { 204: noContent, 404: ErrorResponse, 409: ErrorResponse, ...denied },
      },
    },
    async (req, reply) => {
      await categories.remove(req.params.id)
      return reply.code(204).send(null)
    },
  )
}
