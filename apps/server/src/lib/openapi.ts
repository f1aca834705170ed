import { z } from 'zod'

/**
 * A response whose body is not JSON (a CSV file, an image, an event stream), in the `content` form
 * of a response schema: the OpenAPI document names its media type (plugins/swagger.ts converts the
 * schema). Fastify never serializes such a body: it is a stream, a buffer, or written by the route.
 */
export const mediaResponse = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: z.string() } },
})

/** A 204: no body (the document shows none, whatever the schema; Fastify sends none). */
export const noContent = z.null().describe('Klart; inget innehåll.')
