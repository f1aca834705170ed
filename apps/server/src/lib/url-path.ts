/** A path's segments as the file system would see them: decoded, split at `/` and `\`; null if undecodable. */
function segmentsOf(urlPath: string): string[] | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!)
  } catch {
    return null
  }
  return decoded.split(/[/\\]/).filter((segment) => segment !== '')
}

/**
 * Whether a path has a segment starting with a dot (`..`, `.env`, `.git`), encoded or not: such a
 * path is a traversal or a hidden file, never a page or a file we serve. An undecodable path counts.
 */
export function hasDotSegment(urlPath: string): boolean {
  const segments = segmentsOf(urlPath)
  return !segments || segments.some((segment) => segment.startsWith('.'))
}

// A name ending in an extension: `favicon.ico.bak`, `wp-login.php`, `config.json`.
const EXTENSION = /\.[a-z0-9]{1,10}$/i

/**
 * Whether a path names a file rather than one of the web app's pages: it has a dot segment, or its
 * last segment ends in an extension. The app's routes never do, except /register/<e-mail> (an
 * e-mail's domain looks like one), so a last segment with an `@` is a page.
 */
export function looksLikeFile(urlPath: string): boolean {
  const segments = segmentsOf(urlPath)
  if (!segments || segments.some((segment) => segment.startsWith('.'))) return true
  const last = segments.at(-1) ?? ''
  return EXTENSION.test(last) && !last.includes('@')
}
