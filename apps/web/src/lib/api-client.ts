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
