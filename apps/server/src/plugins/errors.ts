import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError } from '../lib/errors.js'

const zodMessage = (field: string, code: string) =>
  code === 'too_small' || code === 'invalid_type'
    ? `${field} saknas eller är ogiltigt.`
    : `${field} är ogiltigt.`

/** One error shape for the whole API: `{ error, message }` with Swedish text; 5xx never leaks internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(apiNotFound))
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    if (err instanceof AppError) {
      return reply.code(err.status).send({ error: err.kind, message: err.message, ...(err.details ?? {}) })
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = err.validation.map((v) => ({
        // fastify-type-provider-zod 6 puts the zod path in instancePath and the issue code in keyword.
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message,
      }))
      const first = fields[0]
      return reply.code(400).send({
        error: 'validation',
        message: first?.field
          ? zodMessage(first.field, err.validation[0]?.keyword ?? '')
          : 'Ogiltig begäran.',
        fields,
      })
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema')
      return reply.code(500).send({ error: 'internal', message: 'Ett oväntat fel uppstod. Försök igen.' })
    }
    const fe = err as FastifyError
    const status = fe.statusCode ?? 500
    if (status === 413 || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: 'payload_too_large', message: 'Förfrågan är för stor.' })
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ error: 'unsupported_media', message: 'Innehållstypen stöds inte.' })
    }
    if (status === 429) {
      return reply
        .code(429)
        .send({ error: 'too_many_requests', message: 'För många försök. Vänta en stund och försök igen.' })
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: 'bad_request', message: 'Ogiltig begäran.' })
    }
    req.log.error({ err }, 'unhandled error')
    return reply.code(500).send({ error: 'internal', message: 'Ett oväntat fel uppstod. Försök igen.' })
  })
})

/** Unknown API paths answer in the error shape; other paths are left to the web app's fallback. */
export const apiNotFound = { error: 'not_found', message: 'Adressen finns inte.' } as const
