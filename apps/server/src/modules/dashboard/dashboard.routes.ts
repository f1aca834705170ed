import { ApiErrorDto, DashboardDto } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { DashboardService } from './dashboard.service.js'

/** The back-office overview's figures. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/api/admin/dashboard',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Översiktens siffror: inlämningar per status, ordrar att hantera, medlemmar, poäng, plagg i butiken och de senaste 12 veckorna',
        response: { 200: DashboardDto, 401: ApiErrorDto, 403: ApiErrorDto },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      return dashboard.figures()
    },
  )
}
