import type { FastifyRequest, FastifyServerOptions } from 'fastify'

/**
 * What never reaches a log line (ADR 032): session tokens, cookies and CSRF tokens in headers,
 * and any password, personnummer or token field of an object someone logs. Request bodies are
 * never logged at all; these paths catch a body that a future log call passes by mistake.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  ...['password', 'currentPassword', 'newPassword', 'confirmPassword', 'socialSecurityNumber', 'personnummer']
    .concat(['token', 'csrfToken', 'body'])
    // The S3 secret (ADR 042), should a config or client object ever be logged.
    .concat(['secretAccessKey', 'S3_SECRET_ACCESS_KEY'])
    .flatMap((key) => [key, `*.${key}`]),
]

/**
 * Web pages whose next path segment is a secret (ADR 047): the single-use tokens of mailed links
 * (a reset link — also the set-password link of an account staff created — works for an hour, so
 * reading the log would be enough to take the account). A new page with a secret in its path is
 * added here; logging.test.ts fails while a web route with a `:token` parameter is missing.
 */
export const SECRET_PATH_PREFIXES = ['reset-password', 'verify-email'] as const

// `/reset-password/<anything up to the next /, ?, #, space, quote or JSON escape>`, any case
// (the web app's router matches paths case-insensitively).
const SECRET_SEGMENT = new RegExp(`(/(?:${SECRET_PATH_PREFIXES.join('|')})/)[^/?#\\s"\\\\]+`, 'gi')

/** Text with the token segment of every secret path replaced by `[redacted]`. */
export const redactSecretPaths = (text: string) => text.replace(SECRET_SEGMENT, '$1[redacted]')

/** pino's own `err` shape, minus what carries data: a failed query's `params: …` and a database error's `detail`. */
interface SerializedError {
  [key: string]: unknown
  type: string
  message: string
  stack: string
}

function serializeError(err: Error, depth = 0): SerializedError {
  const strip = (text = '') => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [redacted]')
  const code = (err as { code?: unknown }).code
  return {
    type: err.name,
    message: strip(err.message),
    stack: strip(err.stack),
    ...(typeof code === 'string' ? { code } : {}),
    ...(err.cause instanceof Error && depth < 3 ? { cause: serializeError(err.cause, depth + 1) } : {}),
  }
}

/**
 * The server's pino options: the level, redaction, the request's path without its query string
 * (links in mails carry tokens and e-mail addresses there), and errors without their data.
 * Secret path segments are cut from the finished line rather than from one field, so the request
 * line, an error's message or stack and any future log call that names such a URL are all covered.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    hooks: { streamWrite: redactSecretPaths },
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: req.url.split('?')[0],
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: (err: Error) => serializeError(err),
    },
  }
}
