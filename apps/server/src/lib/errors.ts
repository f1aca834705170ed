export type ErrorKind =
  | 'bad_request'
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'uri_too_long'
  | 'unsupported_media'
  | 'range_not_satisfiable'
  | 'too_many_requests'
  | 'internal'

export const statusByKind: Record<ErrorKind, number> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media: 415,
  range_not_satisfiable: 416,
  too_many_requests: 429,
  internal: 500,
}

/**
 * The kind a refusal with this status carries, so `error` always names its status (the first kind
 * listed for it: 400 is `bad_request`, `validation` is only given with its field details). A status
 * with no kind of its own has none: the error handler answers it as a 400.
 */
export const kindByStatus: ReadonlyMap<number, ErrorKind> = new Map(
  (Object.entries(statusByKind) as [ErrorKind, number][]).reverse().map(([kind, status]) => [status, kind]),
)

/** The one error services throw; the error handler maps `kind` to a status and `{ error, message }`. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details?: Record<string, unknown>,
    /** Response headers that belong to the answer (e.g. `retry-after` on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'AppError'
  }

  get status(): number {
    return statusByKind[this.kind]
  }
}

export const notFound = (message = 'Hittades inte.') => new AppError('not_found', message)
export const forbidden = (message = 'Du har inte behörighet till detta.') =>
  new AppError('forbidden', message)
export const unauthorized = (message = 'Du behöver logga in.') => new AppError('unauthorized', message)
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError('conflict', message, details)
export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError('bad_request', message, details)
