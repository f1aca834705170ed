import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError, type ErrorKind, kindByStatus, statusByKind } from '../lib/errors.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * One answer for every invalid input of this route, instead of the field details: for calls
     * where a bad input is just one more way to fail (an e-mail code that does not verify).
     */
    invalidInput?: { error: ErrorKind; message: string }
  }
}

/**
 * One error shape for the whole API: `{ error, message }` with Swedish text; 5xx never leaks
 * internals. Validation failures (body, query, params, headers) are mapped here and only here:
 * 400 `{ error: 'validation', message, fields }`.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler((_req, reply) => reply.code(404).send(apiNotFound))
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers)
      return reply.code(err.status).send({ error: err.kind, message: err.message, ...(err.details ?? {}) })
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const answer = req.routeOptions.config.invalidInput
      if (answer) return reply.code(statusByKind[answer.error]).send(answer)
      const fields = err.validation.map((v) => ({
        // The zod path is in instancePath ('/items/0/productId' → 'items.0.productId').
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message,
      }))
      // The first issue's own Swedish text (plugins/validation.ts gives every issue one).
      return reply
        .code(400)
        .send({ error: 'validation', message: fields[0]?.message ?? 'Ogiltig begäran.', fields })
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
      const answer = refusal(status)
      return reply.code(statusByKind[answer.error]).send(answer)
    }
    req.log.error({ err }, 'unhandled error')
    return reply.code(500).send({ error: 'internal', message: 'Ett oväntat fel uppstod. Försök igen.' })
  })
})

/** Unknown API paths answer in the error shape; other paths are left to the web app's fallback. */
export const apiNotFound = { error: 'not_found', message: 'Adressen finns inte.' } as const

const REFUSAL_MESSAGES: Partial<Record<ErrorKind, string>> = {
  unauthorized: 'Du behöver logga in.',
  forbidden: 'Du har inte behörighet till detta.',
  not_found: apiNotFound.message,
  range_not_satisfiable: 'Den begärda delen av filen finns inte.',
}

/**
 * A framework's or plugin's 4xx (a Range past a file's end, a refused file) in the API's shape,
 * with the kind its status stands for; a status without a kind of its own is answered as a 400.
 */
function refusal(status: number): { error: ErrorKind; message: string } {
  const kind = kindByStatus.get(status)
  if (!kind) return { error: 'bad_request', message: 'Ogiltig begäran.' }
  return { error: kind, message: REFUSAL_MESSAGES[kind] ?? 'Ogiltig begäran.' }
}

/**
 * Fastify's own answers before any route runs (a path with an invalid escape such as `%` or
 * invalid UTF-8, a path parameter past its length limit) bypass the error handler: this gives them
 * the API's shape and Swedish text too.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(414).send({ error: 'uri_too_long', message: 'Adressen är för lång.' })
  }
  if ((err.statusCode ?? 500) >= 500) {
    reply.log.error({ err }, 'framework error')
    return reply.code(500).send({ error: 'internal', message: 'Ett oväntat fel uppstod. Försök igen.' })
  }
  return reply.code(400).send({ error: 'bad_request', message: 'Ogiltig adress.' })
}
