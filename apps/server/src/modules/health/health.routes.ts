import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/errors.js'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Kontrollerar att servern och databasen svarar',
        response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`)
      } catch {
        throw new AppError('internal', 'Databasen svarar inte.')
      }
      return { status: 'ok' as const, database: 'ok' as const }
    },
  )
}
