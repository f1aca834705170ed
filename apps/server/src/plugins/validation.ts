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
    const nul = result.success ? pathWithNul(result.data) : null
    if (result.success && !nul) return { value: result.data }
    const issues = result.success
      ? [
          {
            code: 'invalid_format',
            path: nul!,
            message: `${nul!.join('.') || 'Texten'} innehåller otillåtna tecken.`,
          },
        ]
      : result.error.issues
    return {
      error: issues.map((issue) => ({
        [ZOD_VALIDATION_ERROR]: true,
        keyword: issue.code,
        instancePath: `/${issue.path.join('/')}`,
        schemaPath: `#/${issue.path.join('/')}/${issue.code}`,
        message: issue.message,
        params: {},
      })),
    } as unknown as { error: Error }
  }

/**
 * The path of the first string holding a NUL character, or null. PostgreSQL cannot store NUL in
 * text (the query fails: a 500), so such input is refused here, once for every route.
 */
function pathWithNul(value: unknown): PropertyKey[] | null {
  type Node = { value: unknown; key?: PropertyKey; parent?: Node }
  const stack: Node[] = [{ value }]
  while (stack.length) {
    const node = stack.pop()!
    if (typeof node.value === 'string' && node.value.includes('\u0000')) {
      const path: PropertyKey[] = []
      for (let at: Node | undefined = node; at?.parent; at = at.parent) path.unshift(at.key!)
      return path
    }
    if (node.value && typeof node.value === 'object') {
      for (const [key, child] of Object.entries(node.value)) stack.push({ value: child, key, parent: node })
    }
  }
  return null
}
