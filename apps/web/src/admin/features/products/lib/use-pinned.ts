import { useCallback, useEffect, useState } from 'react'

/** How long a just-created garment stays pinned first with 'Ny' (backoffice spec §9). */
export const PIN_MS = 10_000

/** The id pinned first for PIN_MS after `pin(id)`; a new pin replaces the old one. */
export function usePinned(ms = PIN_MS) {
  const [pinned, setPinned] = useState<string | null>(null)
  useEffect(() => {
    if (!pinned) return
    const timer = setTimeout(() => setPinned(null), ms)
    return () => clearTimeout(timer)
  }, [pinned, ms])
  return { pinned, pin: useCallback((id: string) => setPinned(id), []) }
}

/** The rows with the pinned one moved first (unchanged when it is not among them). */
export function pinFirst<T extends { id: string }>(rows: readonly T[], pinned: string | null): T[] {
  const hit = pinned ? rows.find((r) => r.id === pinned) : undefined
  return hit ? [hit, ...rows.filter((r) => r !== hit)] : [...rows]
}
