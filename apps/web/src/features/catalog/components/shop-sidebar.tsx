import { type CategoryDto, SEARCH_MAX_LENGTH } from '@kladbyte/contract'
import { useId } from 'react'
import { catalog } from '../../../i18n/sv/catalog'
import { useFilterDraft } from '../hooks/use-filter-draft'
import type { FilterDraft } from '../lib/filter-draft'
import { countActiveFilters } from '../lib/shop-params'
import { CategoryTree } from './category-tree'
import { FilterDrawer } from './filter-drawer'
import { PointsFilter } from './points-filter'
import { SizeFilter } from './size-filter'

interface Props {
  applied: FilterDraft
  onCommit: (draft: FilterDraft, opts: { replace: boolean }) => void
  categories: CategoryDto[]
  currentCategoryId: string | null
  categoryHref: (categoryId: string) => string
  drawerOpen: boolean
  onCloseDrawer: () => void
}

const sectionTitle = 'mb-2 text-sm font-semibold text-stone-900'

/** Search, category tree, points and size filters, and the apply button with its badge. */
export function ShopSidebar(props: Props) {
  const { applied, onCommit, categories, currentCategoryId, categoryHref, drawerOpen, onCloseDrawer } = props
  const { draft, setDraft, commitNow } = useFilterDraft(applied, onCommit)
  const searchId = useId()
  const active = countActiveFilters(draft)

  const apply = () => {
    commitNow(draft)
    onCloseDrawer()
  }

  return (
    <FilterDrawer open={drawerOpen} onClose={onCloseDrawer}>
      <div className="space-y-7">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for some supported browsers. */}
        <div role="search">
          <form
            onSubmit={(e) => {
              e.preventDefault()
              apply()
            }}
          >
            <label htmlFor={searchId} className={`block ${sectionTitle}`}>
              {catalog.search}
            </label>
            <input
              id={searchId}
              type="search"
              value={draft.search}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={catalog.searchPlaceholder}
              onChange={(e) => setDraft({ ...draft, search: e.target.value })}
              className="h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-emerald-700"
            />
          </form>
        </div>

        <section aria-labelledby={`${searchId}-tree`}>
          <h2 id={`${searchId}-tree`} className={sectionTitle}>
            {catalog.categoriesNav}
          </h2>
          <CategoryTree categories={categories} currentId={currentCategoryId} hrefFor={categoryHref} />
        </section>

        <section aria-labelledby={`${searchId}-points`}>
          <h2 id={`${searchId}-points`} className={sectionTitle}>
            {catalog.pointsFilter}
          </h2>
          <PointsFilter value={draft.maxPrice} onChange={(maxPrice) => setDraft({ ...draft, maxPrice })} />
        </section>

        <section aria-labelledby={`${searchId}-sizes`}>
          <h2 id={`${searchId}-sizes`} className={sectionTitle}>
            {catalog.sizes}
          </h2>
          <SizeFilter selected={draft.sizes} onChange={(sizes) => setDraft({ ...draft, sizes })} />
        </section>

        {/* In the phone drawer the button stays in reach at the bottom; on desktop it sits in place. */}
        <div className="sticky bottom-0 -mx-5 -mb-5 border-t border-stone-200 bg-white p-5 lg:static lg:m-0 lg:border-0 lg:bg-transparent lg:p-0">
          <button
            type="button"
            onClick={apply}
            className="flex h-11 w-full items-center justify-center gap-2 rounded-md bg-emerald-800 text-sm font-semibold text-white shadow-sm hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {catalog.applyFilters}
            {active > 0 ? (
              <span className="rounded-full bg-white px-2 py-0.5 text-xs font-bold text-emerald-900">
                <span aria-hidden="true">{active}</span>
                <span className="sr-only">({catalog.activeFilters(active)})</span>
              </span>
            ) : null}
          </button>
        </div>
      </div>
    </FilterDrawer>
  )
}
