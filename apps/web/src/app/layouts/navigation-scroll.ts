/** Where a page should be scrolled to after a navigation (pure, so it can be tested on its own). */

export interface Place {
  pathname: string
  search: string
  hash: string
}

export type ScrollAction =
  /** A new page: its anchor if the address has one and it exists, else the top. */
  | { kind: 'new-page'; anchor?: string }
  /** The same page, another anchor: go there if it exists; otherwise leave the page where it is. */
  | { kind: 'anchor'; anchor: string }
  /** Back or forward to another page: where the member was on it (else as a new page). */
  | { kind: 'restore'; anchor?: string }
  | { kind: 'none' }

const anchorOf = (hash: string) => (hash.length > 1 ? decodeURIComponent(hash.slice(1)) : undefined)

/**
 * A link (PUSH) opens a page at its top or anchor; back/forward (POP) returns to the saved place;
 * a REPLACE that changes only the query (a shop filter being typed) leaves the scroll alone, one that
 * changes the page (a redirect) acts as a new page. Back/forward within one page is the browser's.
 */
export function scrollActionFor(
  previous: Place | null,
  next: Place,
  type: 'PUSH' | 'REPLACE' | 'POP',
): ScrollAction {
  const anchor = anchorOf(next.hash)
  if (!previous) return anchor ? { kind: 'anchor', anchor } : { kind: 'none' }
  const samePath = previous.pathname === next.pathname
  const samePage = samePath && previous.search === next.search
  const hashChanged = previous.hash !== next.hash
  if (type === 'POP') return samePage ? { kind: 'none' } : { kind: 'restore', anchor }
  if (samePage && hashChanged) return anchor ? { kind: 'anchor', anchor } : { kind: 'none' }
  if (type === 'REPLACE' && samePath) return { kind: 'none' }
  return { kind: 'new-page', anchor }
}
