import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { sv } from '../../i18n/sv'
import { pageItems } from './page-items'

type PaginationProps = {
  page: number
  totalPages: number
  /** Accessible name of the navigation landmark (default 'Sidor'). */
  label?: string
  className?: string
} & (
  | {
      /** Pages are links (the page lives in the URL). */ getHref: (page: number) => string
      onPageChange?: never
    }
  | {
      /** Pages are buttons (the page lives in state). */ onPageChange: (page: number) => void
      getHref?: never
    }
)

const base =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm text-stone-700 hover:bg-stone-100'
const currentClass = 'bg-emerald-800 font-semibold text-white hover:bg-emerald-800'

/** Previous/next and page numbers, collapsed with ellipses past 7 pages (backoffice spec §2.2). */
export function Pagination({
  page,
  totalPages,
  label = sv.ui.pagination.label,
  className = '',
  ...target
}: PaginationProps) {
  if (totalPages <= 1) return null
  const t = sv.ui.pagination

  const control = (
    to: number,
    children: ReactNode,
    extra: { ariaLabel?: string; current?: boolean } = {},
  ) => {
    const props = {
      'aria-label': extra.ariaLabel,
      'aria-current': extra.current ? ('page' as const) : undefined,
      className: `${base} ${extra.current ? currentClass : ''}`,
    }
    return target.getHref ? (
      <Link to={target.getHref(to)} {...props}>
        {children}
      </Link>
    ) : (
      <button type="button" onClick={() => target.onPageChange?.(to)} {...props}>
        {children}
      </button>
    )
  }

  return (
    <nav aria-label={label} className={`flex justify-center ${className}`}>
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            {control(
              page - 1,
              <>
                <span aria-hidden="true">‹</span>
                <span className="max-sm:sr-only">{t.previous}</span>
              </>,
            )}
          </li>
        )}
        {pageItems(page, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>{control(item, item, { ariaLabel: t.page(item), current: item === page })}</li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-stone-600">
              …
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            {control(
              page + 1,
              <>
                <span className="max-sm:sr-only">{t.next}</span>
                <span aria-hidden="true">›</span>
              </>,
            )}
          </li>
        )}
      </ul>
    </nav>
  )
}
