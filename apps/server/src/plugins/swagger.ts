import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { ApiErrorDto } from '@kladbyte/contract'
import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'

type Transform = typeof jsonSchemaTransform
type TransformInput = Parameters<Transform>[0]
type Responses = Record<string, unknown>

interface MediaResponse {
  description?: string
  content: Record<string, { schema: z.ZodType }>
}

const isMediaResponse = (schema: unknown): schema is MediaResponse =>
  typeof schema === 'object' && schema !== null && !(schema instanceof z.ZodType) && 'content' in schema

/**
 * jsonSchemaTransform, plus what it does not read: responses in the `content` form (lib/openapi.ts
 * mediaResponse: a CSV file, an image, an event stream) get their media type and converted schema,
 * and a 204 gets no body in the document (Fastify sends none, whatever its schema says).
 */
export const openapiTransform: Transform = (input) => {
  const response = (input.schema?.response ?? {}) as Responses
  const media = Object.entries(response).filter((entry): entry is [string, MediaResponse] =>
    isMediaResponse(entry[1]),
  )
  const json = Object.fromEntries(Object.entries(response).filter(([, schema]) => !isMediaResponse(schema)))
  const result = jsonSchemaTransform(
    input.schema?.response ? { ...input, schema: { ...input.schema, response: json } } : input,
  )
  const out = (result.schema as { response?: Responses } | undefined)?.response
  if (!out) return result
  const toJsonSchema = (schema: z.ZodType) => convert(input, schema)
  for (const [code, { description, content }] of media) {
    out[code] = {
      description,
      content: Object.fromEntries(
        Object.entries(content).map(([type, c]) => [type, { schema: toJsonSchema(c.schema) }]),
      ),
    }
  }
  const noContent = out['204'] as { description?: string } | undefined
  if (noContent) out['204'] = { type: 'null', description: noContent.description ?? 'Inget innehåll.' }
  return result
}

/** One zod schema as the document's JSON Schema, converted the way jsonSchemaTransform converts a response. */
function convert(input: TransformInput, schema: z.ZodType): unknown {
  const converted = jsonSchemaTransform({ ...input, schema: { response: { 200: schema } } })
  return (converted.schema as { response: Responses }).response['200']
}

const ErrorDto = ApiErrorDto.loose()
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The errors any route can answer for reasons of the framework, its access or its body, added to
 * its response schemas (where it does not declare them itself) so the document shows them all:
 * - 400 (a body that is not JSON, bad input), 413 (too large), 415 (not JSON) on a call with a body;
 * - 401 without a session, 403 for a member on a staff call, 404 for another member's thing;
 * - 403 without the CSRF token on an unsafe call with a session cookie;
 * - 500 on any call.
 * Every one is the error shape `{ error, message }`, open to extras such as `fields`.
 */
export function declareSharedErrors(route: RouteOptions): void {
  const schema = route.schema as { hide?: boolean; response?: Responses } | undefined
  if (!schema || schema.hide) return
  const methods = [route.method].flat()
  const access = route.config?.access
  const codes = new Set([500])
  if ('body' in schema || methods.some((m) => UNSAFE.has(m))) for (const c of [400, 413, 415]) codes.add(c)
  if ('querystring' in schema || 'params' in schema) codes.add(400)
  if (access === 'member' || access === 'owner' || access === 'admin') codes.add(401)
  if (access === 'admin') codes.add(403)
  if (access === 'owner') codes.add(404)
  if (methods.some((m) => UNSAFE.has(m)) && access !== 'webhook' && route.config?.csrf !== false)
    codes.add(403)
  const response = { ...schema.response }
  for (const code of codes) response[code] ??= ErrorDto
  route.schema = { ...schema, response } as RouteOptions['schema']
}

/** OpenAPI document built from the routes' zod schemas, served at /api/docs. */
export const swaggerPlugin = fp(async (app: FastifyInstance) => {
  // After auth's onRoute (the route's access is known), before any route.
  app.addHook('onRoute', declareSharedErrors)
  await app.register(swagger, {
    openapi: {
      info: { title: 'Klädbyte API', version: '1.0.0', description: 'Butik, konton, medlemskap och poäng.' },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'Authorization' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: openapiTransform,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
})
