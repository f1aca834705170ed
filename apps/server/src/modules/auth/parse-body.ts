import type { z } from 'zod'
import { AppError } from '../../lib/errors.js'

/**
 * Validates a request body with a contract schema and fails with the schema's own Swedish text.
 * Account routes use `attachValidation` and call this, so the first problem becomes the message
 * (e.g. 'Fyll i email adress') instead of the generic one.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  // Schemas carry Swedish texts; anything they leave out gets a Swedish fallback, not zod's English.
  const result = schema.safeParse(body, {
    error: (issue) =>
      issue.path?.length ? `Fältet ${issue.path.join('.')} är ogiltigt.` : 'Ogiltig begäran.',
  })
  if (result.success) return result.data
  const fields = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))
  throw new AppError('validation', fields[0]?.message ?? 'Ogiltig begäran.', { fields })
}
