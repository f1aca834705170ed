import { useCallback, useState } from 'react'
import { useHydrated } from '../../../lib/use-hydrated'

/** Column counts offered on desktop (spec §9); 4 is the default. */
export const COLUMN_OPTIONS = [3, 4, 5] as const
export type Columns = (typeof COLUMN_OPTIONS)[number]
export const DEFAULT_COLUMNS: Columns = 4

const STORAGE_KEY = 'kladbyte.shop.columns'

function readColumns(): Columns {
  try {
    const n = Number(localStorage.getItem(STORAGE_KEY))
    return COLUMN_OPTIONS.find((c) => c === n) ?? DEFAULT_COLUMNS
  } catch {
    return DEFAULT_COLUMNS
  }
}

/** The desktop grid's column count: a view preference, so it lives in localStorage rather than the URL. */
export function useColumns(): [Columns, (columns: Columns) => void] {
  const [columns, setColumns] = useState<Columns>(readColumns)
  // Server-rendered pages use the default until hydrated (the server cannot read the choice).
  const hydrated = useHydrated()
  const update = useCallback((next: Columns) => {
    setColumns(next)
    try {
      localStorage.setItem(STORAGE_KEY, String(next))
    } catch {
      // Private mode or full storage: the choice just isn't remembered.
    }
  }, [])
  return [hydrated ? columns : DEFAULT_COLUMNS, update]
}
