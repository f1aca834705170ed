import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { Pagination } from '../../../components/ui/pagination'
import { catalog } from '../../../i18n/sv/catalog'
import { useCategories } from '../../../lib/categories'
import { usePageTitle } from '../../../lib/use-page-title'
import { type ProductFilters, productSearchQuery, useProductSearch } from '../api/search-products'
import { ProductGrid } from '../components/product-grid'
import { ShopResultsHeader, ShopStatus } from '../components/shop-results'
import { ShopSidebar } from '../components/shop-sidebar'
import { CategoryBar, ViewControls } from '../components/shop-toolbar'
import { SubcategoryCards } from '../components/subcategory-cards'
import { useColumns } from '../hooks/use-columns'
import { useShopScrollRestoration } from '../hooks/use-scroll-restoration'
import { categoryAncestry, childCategories, topLevelCategories } from '../lib/categories'
import type { FilterDraft } from '../lib/filter-draft'
import { categoryIdFromSplat, countActiveFilters, parseShopParams, shopHref } from '../lib/shop-params'

/** The shop: /shop and /shop/{categoryId}/… with every filter in the query string. */
export function Component() {
  const { '*': splat } = useParams()
  const categoryId = categoryIdFromSplat(splat)
  const [query] = useSearchParams()
  const params = useMemo(() => parseShopParams(query), [query])
  const filters: ProductFilters = useMemo(() => ({ ...params, categoryId }), [params, categoryId])
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const categoriesQuery = useCategories()
  const categories = categoriesQuery.data ?? []
  const results = useProductSearch(filters)
  const [columns, setColumns] = useColumns()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const closeDrawer = useCallback(() => setDrawerOpen(false), [])

  const ancestry = categoryId ? categoryAncestry(categories, categoryId) : []
  const category = ancestry[ancestry.length - 1]
  const title = params.search
    ? catalog.searchTitle(params.search)
    : // While the categories load, a category page waits for its name rather than flashing 'Butik'.
      (category?.name ?? (categoryId && categoriesQuery.isPending ? '' : catalog.shopTitle))
  usePageTitle(title || catalog.shopTitle)

  const data = results.data
  const ready = Boolean(data) && !results.isPlaceholderData
  useShopScrollRestoration(ready)

  // A full page means there is probably another: fetch it now so "next" opens instantly.
  useEffect(() => {
    if (!ready || !data || data.items.length < filters.perPage || filters.page >= data.totalPages) return
    void queryClient.prefetchQuery(productSearchQuery({ ...filters, page: filters.page + 1 }))
  }, [ready, data, filters, queryClient])

  // Switching category keeps the filters and the page size but starts again at page 1.
  const categoryHref = useCallback((id: string | null) => shopHref(id, { ...params, page: 1 }), [params])
  const pageHref = (page: number) => shopHref(categoryId, { ...params, page })
  const commitFilters = useCallback(
    (draft: FilterDraft, opts: { replace: boolean }) =>
      navigate(shopHref(categoryId, { ...params, ...draft, page: 1 }), opts),
    [navigate, categoryId, params],
  )

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="mb-4 min-h-8 text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
      <CategoryBar
        topCategories={topLevelCategories(categories)}
        activeTopId={ancestry[0]?.id ?? null}
        hrefFor={categoryHref}
      />
      <div className="mt-6 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
        <ShopSidebar
          applied={params}
          onCommit={commitFilters}
          categories={categories}
          currentCategoryId={categoryId}
          categoryHref={categoryHref}
          drawerOpen={drawerOpen}
          onCloseDrawer={closeDrawer}
        />
        <section aria-labelledby="shop-results-heading" className="min-w-0">
          <ShopResultsHeader
            total={data?.total}
            totalCapped={data?.totalCapped}
            activeFilters={countActiveFilters(params)}
            onOpenFilters={() => setDrawerOpen(true)}
          >
            <ViewControls
              perPage={params.perPage}
              onPerPage={(perPage) => navigate(shopHref(categoryId, { ...params, perPage, page: 1 }))}
              columns={columns}
              onColumns={setColumns}
            />
          </ShopResultsHeader>
          {categoryId ? (
            <SubcategoryCards
              subcategories={childCategories(categories, categoryId)}
              hrefFor={(id) => categoryHref(id)}
            />
          ) : null}
          <ShopStatus
            error={results.isError && !data ? results.error : null}
            onRetry={() => void results.refetch()}
            empty={data?.items.length === 0}
            clearFiltersHref={
              countActiveFilters(params) > 0 ? shopHref(categoryId, { perPage: params.perPage }) : null
            }
          />
          {(results.isError && !data) || data?.items.length === 0 ? null : (
            <ProductGrid
              products={data?.items}
              columns={columns}
              skeletons={Math.min(filters.perPage, 12)}
              busy={results.isPlaceholderData}
            />
          )}
          {data ? (
            <Pagination
              page={filters.page}
              totalPages={data.totalPages}
              getHref={pageHref}
              label={catalog.pagination}
              className="mt-10"
            />
          ) : null}
        </section>
      </div>
    </div>
  )
}
