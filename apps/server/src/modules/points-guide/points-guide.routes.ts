import { ApiErrorDto, PointsGuideBody, PointsGuideEntryDto } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { PointsGuideService } from './points-guide.service.js'

/** The points guide: published on /guide, edited by staff in Inställningar. */
export const pointsGuideRoutes: FastifyPluginAsyncZod<{ guide: PointsGuideService }> = async (
  app,
  { guide },
) => {
  app.get(
    '/api/points-guide',
    {
      config: { access: 'public' },
      schema: {
        tags: ['points-guide'],
        summary: 'Poängguiden: ungefärliga poäng per kategori, sorterad efter kategori',
        description: 'Bara kategorier som finns och visas i butiken.',
        response: { 200: z.array(PointsGuideEntryDto) },
      },
    },
    async (_req, reply) => {
      // Staff edits show at once; the browser may reuse it only after asking.
      reply.header('cache-control', 'no-cache')
      return guide.published()
    },
  )

  app.get(
    '/api/admin/points-guide',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Hela poängguiden, även dolda kategorier (personal)',
        response: { 200: z.array(PointsGuideEntryDto), 401: ApiErrorDto, 403: ApiErrorDto },
      },
    },
    async () => guide.all(),
  )

  app.put(
    '/api/admin/points-guide',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Ersätter hela poängguiden (personal)',
        description: 'En kategori som inte finns ger 400 och inget ändras. Svarar med hela guiden.',
        body: PointsGuideBody,
        response: {
          200: z.array(PointsGuideEntryDto),
          400: ApiErrorDto.loose(),
          401: ApiErrorDto,
          403: ApiErrorDto,
        },
      },
    },
    async (req) => guide.replace(req.body),
  )
}
