import { useEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'
import { createScrollPositions } from '../../../lib/scroll-positions'

/** Positions by URL (path + query); the 50 newest are enough for any back-button journey. */
const positions = createScrollPositions('kladbyte.shop.scroll', 50)

/**
 * Remembers the shop's scroll position per URL and restores it when the visitor comes back with the
 * browser's back/forward buttons, but only once the results have rendered (`ready`), since before
 * that the page is too short to scroll to the old spot. A new page (link, filter) starts at the top.
 */
export function useShopScrollRestoration(ready: boolean) {
  const location = useLocation()
  const navigationType = useNavigationType()
  const url = location.pathname + location.search
  const handled = useRef<string | null>(null)

  useEffect(() => {
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        // The next page may already be in the DOM (shorter, so the browser clamped the scroll) before
        // this listener is removed: only record while the address is still this shop URL.
        if (window.location.pathname + window.location.search !== url) return
        positions.set(url, window.scrollY)
        positions.save()
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [url])

  useEffect(() => {
    if (handled.current === url) return
    if (navigationType === 'PUSH') {
      handled.current = url
      window.scrollTo({ top: 0 })
      return
    }
    // POP (back/forward, reload) waits for the results; REPLACE (debounced typing) leaves scroll alone.
    if (navigationType === 'REPLACE' || !ready) return
    handled.current = url
    const y = positions.get(url)
    if (y !== undefined) window.scrollTo({ top: y })
  }, [url, ready, navigationType])
}

/** Starts a page at the top when it was opened by a link (PUSH); back/forward keeps the browser's place. */
export function useScrollTopOnPush(pageKey: string) {
  const navigationType = useNavigationType()
  const shownKey = useRef<string | null>(null)
  useEffect(() => {
    if (shownKey.current === pageKey) return
    shownKey.current = pageKey
    if (navigationType === 'PUSH') window.scrollTo({ top: 0 })
  }, [pageKey, navigationType])
}
