import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { catalog } from '../../../i18n/sv/catalog'
import { formatNumber } from '../../../lib/format'

interface HeaderProps {
  total: number | undefined
  /** The count stopped at its cap: there are more than `total`. */
  totalCapped?: boolean
  activeFilters: number
  onOpenFilters: () => void
  children: ReactNode
}

/** Above the grid: the filter button (phones), the result count and the view controls. */
export function ShopResultsHeader({
  total,
  totalCapped,
  activeFilters,
  onOpenFilters,
  children,
}: HeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-4">
      <h2 id="shop-results-heading" className="sr-only">
        {catalog.products}
      </h2>
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={onOpenFilters}
          className="inline-flex h-9 items-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:border-stone-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 lg:hidden"
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4">
            <path d="M3 5h14M6 10h8M8.5 15h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {catalog.openFilters}
          {activeFilters > 0 ? (
            <span className="rounded-full bg-emerald-800 px-1.5 text-xs font-bold text-white">
              <span aria-hidden="true">{activeFilters}</span>
              <span className="sr-only">({catalog.activeFilters(activeFilters)})</span>
            </span>
          ) : null}
        </button>
        <p className="text-sm text-stone-600" aria-live="polite">
          {total === undefined
            ? ''
            : totalCapped
              ? catalog.resultCountOver(formatNumber(total))
              : catalog.resultCount(total, formatNumber(total))}
        </p>
      </div>
      {children}
    </div>
  )
}

interface StatusProps {
  error: Error | null
  onRetry: () => void
  empty: boolean
  /** Link that drops every filter, when some are active. */
  clearFiltersHref: string | null
}

/** The error and empty states of the results. */
export function ShopStatus({ error, onRetry, empty, clearFiltersHref }: StatusProps) {
  if (error)
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-medium text-red-900">{catalog.loadError}</p>
        <p className="mt-1 text-sm text-red-800">{error.message}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 rounded-md bg-white px-4 py-2 text-sm font-medium text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          {catalog.retry}
        </button>
      </div>
    )
  if (!empty) return null
  return (
    <div className="rounded-lg border border-dashed border-stone-300 px-6 py-16 text-center">
      <p className="text-lg font-medium text-stone-900">{catalog.noProducts}</p>
      <p className="mt-2 text-sm text-stone-600">{catalog.noProductsHint}</p>
      {clearFiltersHref ? (
        <Link
          to={clearFiltersHref}
          className="mt-5 inline-block rounded-md bg-emerald-800 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          {catalog.clearFilters}
        </Link>
      ) : null}
    </div>
  )
}
