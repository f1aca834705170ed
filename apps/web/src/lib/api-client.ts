/** The one error type for every failed call; `message` is the server's Swedish text when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/**
 * The server's own Swedish reason for refusing a call: the `message` of a 4xx answer that carries
 * one, else null (a 5xx, no connection, a 4xx without a message, or not a failed call at all).
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null
  const message = (error.body as { message?: unknown } | undefined)?.message
  return typeof message === 'string' && message.trim() !== '' ? message : null
}

/**
 * The one text to show for a failed call: the server's reason for a refusal (4xx with a message),
 * the call's own `fallback` for anything else. Components never pick a text by status.
 */
export const errorText = (error: unknown, fallback: string): string => serverMessage(error) ?? fallback

/** The per-field reasons of a refused form (a 400 whose body lists `fields`); empty otherwise. */
export function fieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError)) return []
  const fields = (error.body as { fields?: unknown } | undefined)?.fields
  return Array.isArray(fields) ? (fields as { field: string; message: string }[]) : []
}

/** Whether a failed call was answered with `status`: for what a status does (not which text shows). */
const answered =
  (status: number) =>
  (error: unknown): error is ApiError =>
    error instanceof ApiError && error.status === status

/** The server answered 404: render the not-found state (or treat it as "none"). */
export const isNotFound = answered(404)

/** The server answered 401: no session. */
export const isUnauthorized = answered(401)

/** The server answered 400: the request itself is unusable (a malformed id, stale stored data). */
export const isInvalid = answered(400)

/** The server answered 429: too many attempts, nothing was done. */
export const isThrottled = answered(429)

/** The server answered 409 (a rule refused the change); the body may say what to refetch or mark. */
export const isConflict = answered(409)

/** The server answered at all (any status), as opposed to a call that never reached it. */
export const serverAnswered = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status > 0

/** The server gave a definite answer (4xx): repeating the same request will not help. */
export const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status >= 400 && error.status < 500

let csrfToken: string | null = null
/** The last CSRF call; it also tells whether the browser has a session (a visitor gets no token). */
let csrfCall: Promise<void> | null = null
let knownVisitor = false

/** Fetches the CSRF token bound to the current session (again after login or logout). */
export function refreshCsrfToken(): Promise<void> {
  csrfCall = (async () => {
    try {
      const res = await fetch('/api/csrfToken', { credentials: 'include' })
      csrfToken = res.ok ? (((await res.json()) as { token?: string | null }).token ?? null) : null
      knownVisitor = res.ok && csrfToken === null
    } catch {
      // If absent, requests go without the header (as the spec says).
      csrfToken = null
      knownVisitor = false
    }
  })()
  return csrfCall
}

/**
 * False once the CSRF call has answered that this browser has no session. A session check would
 * then only earn a 401, which the browser logs as a console error (Lighthouse, best practices).
 */
export async function mayHaveSession(): Promise<boolean> {
  await csrfCall
  return !knownVisitor
}

type Params = Record<string, string | number | boolean | undefined | null>

export interface RequestOptions {
  params?: Params
  body?: unknown
  signal?: AbortSignal
  headers?: Record<string, string>
}

function withParams(path: string, params?: Params): string {
  if (!params) return path
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v))
  const s = q.toString()
  return s ? `${path}?${s}` : path
}

async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...opts.headers }
  if (opts.body !== undefined) headers['content-type'] = 'application/json'
  if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken
  let res: Response
  try {
    res = await fetch(withParams(path, opts.params), {
      method,
      headers,
      credentials: 'include',
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    })
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err
    throw new ApiError(0, 'network', 'Kunde inte nå servern. Kontrollera din anslutning.')
  }
  const text = await res.text()
  const data = text ? safeJson(text) : undefined
  if (!res.ok) {
    const body = data as { error?: string; message?: string } | undefined
    throw new ApiError(
      res.status,
      body?.error ?? 'http',
      body?.message ?? 'Ett fel uppstod. Försök igen.',
      data,
    )
  }
  return data as T
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** The headers a hand-made request (e.g. an upload with progress) sends to pass the CSRF check. */
export const csrfHeaders = (): Record<string, string> => (csrfToken ? { 'x-csrf-token': csrfToken } : {})

/** The CSRF headers once the token call under way has answered (a page opened at /logout starts with one). */
export async function csrfHeadersWhenReady(): Promise<Record<string, string>> {
  await csrfCall
  return csrfHeaders()
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
}
