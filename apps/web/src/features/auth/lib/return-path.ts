/**
 * After signing in, a member whom a guard sent to /login goes back to the page they wanted
 * (`location.state.from`); a plain visit to /login goes to / as the spec says.
 */

/** Pages it makes no sense to return to after signing in (the last one would sign out again). */
const NO_RETURN = ['/login', '/logout']

/**
 * The path to return to, if `from` is a path on this site; undefined otherwise. Only a single
 * leading `/` counts: browsers read `//evil` and `/\evil` as another host, and drop tabs and
 * newlines, so `/\t/evil` would become `//evil`.
 */
export function sameSitePath(from: unknown): string | undefined {
  if (typeof from !== 'string' || !from.startsWith('/')) return undefined
  if (from.startsWith('//') || from.includes('\\') || hasControlCharacter(from)) return undefined
  const base = 'http://kladbyte.invalid'
  let url: URL
  try {
    url = new URL(from, base)
  } catch {
    return undefined
  }
  if (url.origin !== base) return undefined
  if (NO_RETURN.includes(url.pathname.toLowerCase().replace(/\/+$/, ''))) return undefined
  return from
}

const hasControlCharacter = (s: string) =>
  [...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

/** Where the login page sends a member once signed in: back to `state.from` when safe, else /. */
export function returnPathFrom(state: unknown): string {
  return sameSitePath((state as { from?: unknown } | null)?.from) ?? '/'
}

/** The router state that carries the page to return to through /register and back to /login. */
export function returnState(state: unknown): { from: string } | undefined {
  const from = sameSitePath((state as { from?: unknown } | null)?.from)
  return from ? { from } : undefined
}
