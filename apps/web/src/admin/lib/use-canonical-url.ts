import { useEffect } from 'react'
import type { SetURLSearchParams } from 'react-router'

interface PagedAnswer {
  isSuccess: boolean
  isPlaceholderData: boolean
  data?: { totalPages: number }
}

/**
 * Keeps a staff list's URL showing the state in force: bad values corrected and a page past the
 * last becoming 1, replacing the entry (no extra history step). Only this filter's own answer
 * counts: the previous filter's page shown meanwhile (placeholder data) has another number of
 * pages. `canonicalOf` answers the canonical query string ('?…') for a search and a page count.
 */
export function useCanonicalUrl(
  search: URLSearchParams,
  setSearch: SetURLSearchParams,
  list: PagedAnswer,
  canonicalOf: (search: URLSearchParams, totalPages: number | null) => string,
) {
  const totalPages = list.isSuccess && !list.isPlaceholderData ? (list.data?.totalPages ?? null) : null
  useEffect(() => {
    const canonical = canonicalOf(search, totalPages)
    if (canonical !== `?${search.toString()}`) setSearch(canonical.slice(1), { replace: true })
  }, [search, setSearch, totalPages, canonicalOf])
}
