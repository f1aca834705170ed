import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while React hydrates server markup (and on the server), true afterwards and in every
 * client-only render: a value read from the browser (localStorage) waits for it, so the first
 * client render matches the server's HTML and React warns of no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

let hydrating = false

/** main.tsx: true while `hydrateRoot` renders over the server's markup (synchronous on Preact). */
export function setHydrating(value: boolean) {
  hydrating = value
}

/**
 * Whether the component rendering now is (or hydrates) server markup, read once at mount. Unlike
 * `useHydrated` it subscribes to nothing, so a grid of cards is not rendered a second time just
 * after hydration (ADR 045: that re-render was part of /shop's blocking time).
 */
export function rendersServerMarkup(): boolean {
  return typeof window === 'undefined' || hydrating
}
