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
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
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
