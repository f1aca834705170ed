import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

/**
 * Whether the page is on screen. A chat in a background tab has not been read: its messages are
 * marked read when the reader comes back to it, not when they arrive.
 */
export const useDocumentVisible = () =>
  useSyncExternalStore(
    subscribe,
    () => document.visibilityState !== 'hidden',
    () => true,
  )
