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
