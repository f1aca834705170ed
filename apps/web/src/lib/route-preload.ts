import { type RefObject, useEffect } from 'react'
import { matchRoutes, type RouteObject } from 'react-router'

// The route table lives in app/, which lib/ and features may not import (ADR 013): app/router.tsx
// registers it here, and links anywhere ask for a path by its URL.
let table: RouteObject[] = []
const started = new WeakSet<RouteObject>()

/** Called once by app/router.tsx with the route table whose lazy chunks `preloadRoute` starts. */
export function registerPreloadRoutes(routes: RouteObject[]) {
  table = routes
}

/** A member who asked the browser to save data gets no speculative downloads. */
const savesData = () =>
  typeof navigator !== 'undefined' &&
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

/**
 * Starts loading the chunks of the page at `path` (each matched route's `lazy`, once), so that a
 * click finds them already there. Unknown paths and other sites are ignored; errors are left to the
 * router, which calls `lazy` again on navigation.
 */
export function preloadRoute(path: string) {
  if (savesData()) return
  for (const { route } of matchRoutes(table, path) ?? []) {
    if (typeof route.lazy !== 'function' || started.has(route)) continue
    started.add(route)
    route.lazy().catch(() => started.delete(route))
  }
}

/** The in-app path a link points to, or null for other origins, downloads and new windows. */
function linkPath(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download') || link.target === '_blank')
    return null
  const url = new URL(link.href, window.location.href)
  return url.origin === window.location.origin ? url.pathname : null
}

const onIntent = (event: Event) => {
  const path = linkPath(event.target)
  if (path) preloadRoute(path)
}

/**
 * Every link on the page starts loading its page when the pointer enters it or it gets focus
 * (one delegated listener pair on the document, for as long as the calling component is mounted).
 */
export function useLinkPreloading() {
  useEffect(() => {
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
    return () => {
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('focusin', onIntent)
    }
  }, [])
}

/** Starts loading `path`'s page once the element scrolls into view (product cards in a grid). */
export function usePreloadInView(ref: RefObject<Element | null>, path: string) {
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      preloadRoute(path)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, path])
}
