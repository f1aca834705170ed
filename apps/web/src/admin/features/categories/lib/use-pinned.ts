import { useCallback, useEffect, useRef, useState } from 'react'

/** Backoffice spec §9: a new category or product is highlighted and pinned first for 10 s. */
export const PIN_DURATION_MS = 10_000

/** The id of the row just created, for `PIN_DURATION_MS`; pinning another replaces it. */
export function usePinned() {
  const [pinnedId, setPinnedId] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const pin = useCallback((id: string) => {
    clearTimeout(timer.current)
    setPinnedId(id)
    timer.current = setTimeout(() => setPinnedId(null), PIN_DURATION_MS)
  }, [])
  return { pinnedId, pin }
}
