import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import { createLoadQueue } from '../lib/load-queue'

/** Product images loading at once, at most (spec §9): a phone on a slow line gets the visible ones first. */
const MAX_CONCURRENT_IMAGE_LOADS = 3
/** Wait before trying a failed image again (spec §9). */
export const IMAGE_RETRY_DELAY_MS = 100
/** A transient error should not leave a hole in the grid, a missing file should not be asked for forever. */
const MAX_ATTEMPTS = 3
/** A load that neither finishes nor fails by then gives up its slot, so one stalled request cannot hold the queue. */
const SLOT_TIMEOUT_MS = 10_000
/** Queue an image this far before it scrolls into view, so it is usually there when it arrives. */
const NEAR_VIEWPORT = '300px'

/** The one queue every product image on the page shares. */
const imageLoads = createLoadQueue(MAX_CONCURRENT_IMAGE_LOADS)

/**
 * idle: off-screen, not asking; queued: near the viewport, waiting for a slot; loading: has a
 * slot, the <img> is in the page; failed: waiting to retry; done / broken: finished either way.
 */
export type ImagePhase = 'idle' | 'queued' | 'loading' | 'done' | 'failed' | 'broken'

interface QueuedImage {
  phase: ImagePhase
  /** Increases with each retry: the <img> is created anew for it. */
  attempt: number
  onLoad(): void
  onError(): void
}

/**
 * Loads an image through the shared queue: it asks for a slot when `target` comes near the
 * viewport (at once when `urgent`, which also goes ahead of waiting images), leaves the queue if
 * scrolled away before its turn, and frees the slot on load, error, unmount or timeout.
 */
export function useQueuedImage(
  target: RefObject<Element | null>,
  urgent: boolean,
  /** False when there is nothing to load (no image): it then never takes a place in the queue. */
  wanted = true,
): QueuedImage {
  const [phase, setPhase] = useState<ImagePhase>(urgent ? 'queued' : 'idle')
  const [attempt, setAttempt] = useState(0)
  const slot = useRef<(() => void) | null>(null)

  const free = useCallback(() => {
    slot.current?.()
    slot.current = null
  }, [])
  useEffect(() => free, [free])

  // Lazy loading: queued while near the viewport. Without IntersectionObserver every image queues.
  useEffect(() => {
    if (urgent || (phase !== 'idle' && phase !== 'queued')) return
    const element = target.current
    if (!element || typeof IntersectionObserver === 'undefined') {
      setPhase('queued')
      return
    }
    // A notification already on its way can arrive after disconnect(), when the image has its
    // slot: only an image still waiting may change its mind, or the slot would be lost.
    let observing = true
    const observer = new IntersectionObserver(
      (entries) => {
        const last = entries.at(-1)
        if (!observing || !last) return
        const next = last.isIntersecting ? 'queued' : 'idle'
        setPhase((p) => (p === 'idle' || p === 'queued' ? next : p))
      },
      { rootMargin: NEAR_VIEWPORT },
    )
    observer.observe(element)
    return () => {
      observing = false
      observer.disconnect()
    }
  }, [phase, urgent, target])

  useEffect(() => {
    if (phase !== 'queued' || !wanted) return
    free() // never hold two slots, whatever path led back here
    let started = false
    const release = imageLoads.request(
      () => {
        started = true
        setPhase('loading')
      },
      { urgent },
    )
    slot.current = release
    // Leaving the queue before the turn (scrolled away, unmounted) gives the place to the next image.
    return () => {
      if (!started) release()
    }
  }, [phase, urgent, wanted, free])

  useEffect(() => {
    if (phase !== 'loading') return
    const timer = setTimeout(free, SLOT_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [phase, free])

  useEffect(() => {
    if (phase !== 'failed') return
    const timer = setTimeout(() => {
      setAttempt((a) => a + 1)
      setPhase('queued')
    }, IMAGE_RETRY_DELAY_MS)
    return () => clearTimeout(timer)
  }, [phase])

  return {
    phase,
    attempt,
    onLoad() {
      free()
      setPhase('done')
    },
    onError() {
      free()
      setPhase(attempt + 1 < MAX_ATTEMPTS ? 'failed' : 'broken')
    },
  }
}
