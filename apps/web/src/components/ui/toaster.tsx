import { lazy, Suspense } from 'react'
import { useHydrated } from '../../lib/use-hydrated'

// Sonner (~10 kB gzip) is not part of the first paint: it loads right after it, and a toast shown
// before it has arrived is replayed when it mounts (ADR 036).
const SonnerToaster = lazy(() => import('./sonner-toaster'))

/** Where `toast.*` messages appear: top centre, at most 20, each with a 'Stäng' button. Mount once. */
export function Toaster() {
  // Not in server markup: a lazy component there would suspend, and React would log error 419
  // ('switched to client rendering') on hydration. Toasts shown before it mounts are replayed.
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  )
}
