import { useEffect, useLayoutEffect, useRef } from 'react'
import { type Location, useLocation, useMatches, useNavigationType } from 'react-router'
import { createScrollPositions } from '../../lib/scroll-positions'
import { type Place, type ScrollAction, scrollActionFor } from './navigation-scroll'

/** Route `handle` for pages that restore their own scroll (the shop waits for its results). */
export const ownScrollHandle = { ownScroll: true } as const

/** Restoring keeps trying this long while the page is still too short (data arriving). */
const RESTORE_TIMEOUT_MS = 1500

/** Scroll positions by history entry (location.key); kept in sessionStorage across a reload. */
const positions = createScrollPositions('kladbyte.scroll', 100)

const elementFor = (anchor: string) => document.getElementById(anchor)

/**
 * Runs `step` every frame until it returns true, the time is up or the member scrolls themselves;
 * returns a cancel function.
 */
function keepTrying(step: () => boolean): () => void {
  const started = performance.now()
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop)
  }
  const tick = () => {
    if (step() || performance.now() - started > RESTORE_TIMEOUT_MS) stop()
    else frame = requestAnimationFrame(tick)
  }
  for (const type of ['wheel', 'touchstart', 'keydown'] as const)
    window.addEventListener(type, stop, { passive: true })
  tick()
  return stop
}

/** Carries out `action` for the page now shown; returns a cancel function. */
function apply(action: ScrollAction, key: string): () => void {
  const toAnchor = (anchor: string | undefined) => {
    const el = anchor ? elementFor(anchor) : null
    el?.scrollIntoView()
    return Boolean(el)
  }
  switch (action.kind) {
    case 'none':
      return () => {}
    case 'anchor':
      toAnchor(action.anchor)
      return () => {}
    case 'new-page':
      if (!toAnchor(action.anchor)) window.scrollTo(0, 0)
      return () => {}
    case 'restore': {
      const y = positions.get(key)
      if (y === undefined) return apply({ kind: 'new-page', anchor: action.anchor }, key)
      // The page may still be too short (data on its way): try again each frame until it fits.
      return keepTrying(() => {
        window.scrollTo(0, y)
        return Math.abs(window.scrollY - y) < 2
      })
    }
  }
}

const placeOf = (location: Location): Place => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
})

/**
 * The storefront's scrolling between pages: a link opens the next page at its top (or its anchor),
 * back/forward returns to where the member was. Pages with `ownScrollHandle` do their own.
 */
export function useNavigationScroll() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const pageOwnsScroll = useMatches().some(
    (m) => (m.handle as { ownScroll?: boolean } | undefined)?.ownScroll,
  )
  const previous = useRef<Place | null>(null)
  const currentKey = useRef(location.key)

  useEffect(() => {
    // Recorded as the member scrolls, so the old page's place is known before the next one renders.
    const onScroll = () => positions.set(currentKey.current, window.scrollY)
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('pagehide', positions.save)
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('pagehide', positions.save)
    }
  }, [])

  // A layout effect: the new page is in the DOM but not yet painted, so it never flashes at the old spot.
  useLayoutEffect(() => {
    currentKey.current = location.key
    const next = placeOf(location)
    const action = scrollActionFor(previous.current, next, navigationType)
    previous.current = next
    if (pageOwnsScroll) return
    return apply(action, location.key)
  }, [location, navigationType, pageOwnsScroll])
}
