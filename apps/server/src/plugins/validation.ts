import type { FastifySchemaCompiler } from 'fastify'
import type { z } from 'zod'

// fastify-type-provider-zod recognises its validation errors by this marker (errors.ts relies on it).
const ZOD_VALIDATION_ERROR = Symbol.for('ZodFastifySchemaValidationError')

/**
 * A field's Swedish fallback when its schema gives no message of its own: zod's English defaults
 * never reach a user.
 */
function swedishFallback(issue: { code?: string; path?: PropertyKey[] }): string {
  const field = (issue.path ?? []).map(String).join('.')
  if (!field) return 'Ogiltig begäran.'
  return issue.code === 'too_small' || issue.code === 'invalid_type'
    ? `${field} saknas eller är ogiltigt.`
    : `${field} är ogiltigt.`
}

/**
 * Validates body, query, params and headers with the route's zod schemas. A schema's own message
 * wins (zod's precedence: schema, then this per-parse map); every other issue gets the fallback.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: swedishFallback })
    if (result.success) return { value: result.data }
    return {
      error: result.error.issues.map((issue) => ({
        [ZOD_VALIDATION_ERROR]: true,
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
        message: issue.message,
        params: {},
      })),
    } as unknown as { error: Error }
  }
