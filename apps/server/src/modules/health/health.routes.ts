import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/errors.js'
import type { Readiness } from './readiness.js'

export const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (app, { readiness }) => {
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

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Om processen tar emot trafik: databasen svarar, migreringar klara, stänger inte ned',
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({
            status: z.literal('unavailable'),
            reason: z.enum(['shutting_down', 'database', 'migrations']),
          }),
        },
      },
    },
    async (_req, reply) => {
      const reason = await readiness.check()
      if (reason) return reply.code(503).send({ status: 'unavailable' as const, reason })
      return { status: 'ready' as const }
    },
  )
}
