import { ApiError, csrfHeaders } from './api-client'

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * A JSON POST that reports upload progress (0–100), for large bodies such as base64 photos.
 * XMLHttpRequest, since fetch cannot report upload progress; the same credentials, CSRF header and
 * `ApiError`s as `api` (a file of its own so that only pages that upload download it).
 */
export function postWithProgress<T>(
  path: string,
  body: unknown,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'))
    const xhr = new XMLHttpRequest()
    xhr.open('POST', path)
    xhr.withCredentials = true
    xhr.setRequestHeader('accept', 'application/json')
    xhr.setRequestHeader('content-type', 'application/json')
    for (const [name, value] of Object.entries(csrfHeaders())) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.((e.loaded / e.total) * 100)
    }
    xhr.onload = () => {
      const data = xhr.responseText ? parse(xhr.responseText) : undefined
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T)
      const err = data as { error?: string; message?: string } | undefined
      reject(
        new ApiError(xhr.status, err?.error ?? 'http', err?.message ?? 'Ett fel uppstod. Försök igen.', data),
      )
    }
    xhr.onerror = () =>
      reject(new ApiError(0, 'network', 'Kunde inte nå servern. Kontrollera din anslutning.'))
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(JSON.stringify(body))
  })
}
