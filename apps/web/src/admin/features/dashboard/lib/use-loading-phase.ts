import { useEffect, useState } from 'react'

/** The overview's loading phase (backoffice spec §9: "Dashboard loading 500 ms"). */
export const LOADING_PHASE_MS = 500

/**
 * True while `pending`, and — when the page mounted without its data — for at least `ms` from
 * mount, so skeletons never flash for a few milliseconds. A minimum on the client, not a wait on
 * the server (issue 16): data already cached at mount shows at once, later refetches never wait.
 */
export function useLoadingPhase(pending: boolean, ms = LOADING_PHASE_MS): boolean {
  const [holding, setHolding] = useState(pending)
  useEffect(() => {
    if (!holding) return
    const timer = setTimeout(() => setHolding(false), ms)
    return () => clearTimeout(timer)
  }, [holding, ms])
  return pending || holding
}
