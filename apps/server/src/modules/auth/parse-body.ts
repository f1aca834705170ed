import type { z } from 'zod'
import { AppError } from '../../lib/errors.js'

/**
 * Validates a request body with a contract schema and fails with the schema's own Swedish text.
 * Account routes use `attachValidation` and call this, so the first problem becomes the message
 * (e.g. 'Fyll i email adress') instead of the generic one; `extra` is added to the error answer.
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  extra?: Record<string, unknown>,
): z.output<S> {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const fields = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))
  const first = fields.find((f) => f.field !== '')
  throw new AppError('validation', first?.message ?? 'Ogiltig begäran.', { ...extra, fields })
}
