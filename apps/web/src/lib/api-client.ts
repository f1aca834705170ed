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

/** Fetches the CSRF token bound to the current session (again after login or logout). */
export async function refreshCsrfToken(): Promise<void> {
  try {
    const res = await fetch('/api/csrfToken', { credentials: 'include' })
    csrfToken = res.ok ? (((await res.json()) as { token?: string | null }).token ?? null) : null
  } catch {
    // If absent, requests go without the header (as the spec says).
    csrfToken = null
  }
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

/**
 * A JSON POST that reports upload progress (0–100), for large bodies such as base64 photos.
 * XMLHttpRequest, since fetch cannot report upload progress; same headers and errors as `api`.
 */
function postWithProgress<T>(
  path: string,
  body: unknown,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    xhr.setRequestHeader('content-type', 'application/json')
    if (csrfToken) xhr.setRequestHeader('x-csrf-token', csrfToken)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.((e.loaded / e.total) * 100)
    }
    xhr.onload = () => {
      const data = xhr.responseText ? safeJson(xhr.responseText) : undefined
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T)
      const err = data as { error?: string; message?: string } | undefined
      reject(
        new ApiError(xhr.status, err?.error ?? 'http', err?.message ?? 'Ett fel uppstod. Försök igen.', data),
      )
    }
    xhr.onerror = () =>
      reject(new ApiError(0, 'network', 'Kunde inte nå servern. Kontrollera din anslutning.'))
    const abort = () => xhr.abort()
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'))
    signal?.addEventListener('abort', abort, { once: true })
    xhr.send(JSON.stringify(body))
  })
}

export const api = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
    request<T>('POST', path, { ...opts, body }),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, { ...opts, body }),
  delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  postWithProgress,
}
