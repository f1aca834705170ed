import type { CategoryDto } from '@kladbyte/contract'
import { useId } from 'react'
import { Link } from 'react-router'
import { catalog } from '../../../i18n/sv/catalog'
import { COLUMN_OPTIONS, type Columns } from '../hooks/use-columns'
import { PER_PAGE_OPTIONS, type PerPage } from '../lib/shop-params'

interface CategoryBarProps {
  topCategories: CategoryDto[]
  /** The top-level category the visitor is in (itself or an ancestor), or null for all. */
  activeTopId: string | null
  hrefFor: (categoryId: string | null) => string
}

const pill =
  'inline-flex shrink-0 items-center rounded-full border px-4 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700'

/** The top-level category buttons and 'Alla'; scrolls sideways on a phone rather than wrapping. */
export function CategoryBar({ topCategories, activeTopId, hrefFor }: CategoryBarProps) {
  const entries: { id: string | null; name: string }[] = [{ id: null, name: catalog.all }, ...topCategories]
  return (
    <nav aria-label={catalog.categoriesNav} className="-mx-4 overflow-x-auto px-4 pb-1">
      <ul className="flex gap-2">
        {entries.map((c) => {
          const active = c.id === activeTopId
          return (
            <li key={c.id ?? 'all'}>
              <Link
                to={hrefFor(c.id)}
                aria-current={active ? 'page' : undefined}
                className={`${pill} ${
                  active
                    ? 'border-emerald-800 bg-emerald-800 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:border-stone-500'
                }`}
              >
                {c.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

interface ViewControlsProps {
  perPage: PerPage
  onPerPage: (perPage: PerPage) => void
  columns: Columns
  onColumns: (columns: Columns) => void
}

/** Per-page selector (20/32/48) and, on desktop only, the 3/4/5 column toggle. */
export function ViewControls({ perPage, onPerPage, columns, onColumns }: ViewControlsProps) {
  const perPageId = useId()
  return (
    <div className="flex items-center gap-4">
      <div className="flex items-center gap-2">
        <label htmlFor={perPageId} className="text-sm text-stone-600">
          {catalog.perPage}
        </label>
        <select
          id={perPageId}
          value={perPage}
          onChange={(e) => onPerPage(Number(e.target.value) as PerPage)}
          className="h-9 rounded-md border border-stone-300 bg-white pr-8 pl-2 text-sm focus-visible:outline-2 focus-visible:outline-emerald-700"
        >
          {PER_PAGE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="hidden items-center gap-1 lg:flex">
        <legend className="sr-only">{catalog.columns}</legend>
        <span aria-hidden="true" className="mr-1 text-sm text-stone-600">
          {catalog.columns}
        </span>
        {COLUMN_OPTIONS.map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={columns === n}
            aria-label={catalog.columnsOption(n)}
            onClick={() => onColumns(n)}
            className={`size-9 rounded-md border text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${
              columns === n
                ? 'border-emerald-800 bg-emerald-50 font-semibold text-emerald-900'
                : 'border-stone-300 text-stone-600 hover:border-stone-500'
            }`}
          >
            {n}
          </button>
        ))}
      </fieldset>
    </div>
  )
}
