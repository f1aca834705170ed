import { Link } from 'react-router'
import { sv } from '../../../i18n/sv'
import { paginationItems } from '../lib/pagination'

interface Props {
  page: number
  totalPages: number
  /** The link for a page number (filters stay, only the page changes). */
  hrefFor: (page: number) => string
}

const base =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700'

/** Page links under the grid; collapses with ellipses past 7 pages. */
export function Pagination({ page, totalPages, hrefFor }: Props) {
  if (totalPages <= 1) return null
  const items = paginationItems(page, totalPages)
  return (
    <nav aria-label={sv.catalog.pagination} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <Link to={hrefFor(page - 1)} className={`${base} text-stone-700 hover:bg-stone-100`}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{sv.catalog.previousPage}</span>
            </Link>
          </li>
        ) : null}
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={sv.catalog.page(item)}
                aria-current={item === page ? 'page' : undefined}
                className={`${base} ${
                  item === page
                    ? 'bg-emerald-800 font-semibold text-white'
                    : 'text-stone-700 hover:bg-stone-100'
                }`}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-stone-600">
              …
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link to={hrefFor(page + 1)} className={`${base} text-stone-700 hover:bg-stone-100`}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">{sv.catalog.nextPage}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
