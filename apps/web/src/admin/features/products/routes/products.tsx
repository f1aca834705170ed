import type { AdminProductItem } from '@kladbyte/contract'
import { useCallback, useMemo, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog'
import { Pagination } from '../../../../components/ui/pagination'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { StatCard } from '../../../../components/ui/stat-card'
import { toast } from '../../../../components/ui/toast'
import { adminProducts as t } from '../../../../i18n/sv/admin-products'
import { formatPoints } from '../../../../lib/format'
import { usePageTitle } from '../../../../lib/use-page-title'
import { listSearch, readListState } from '../../../lib/list-state'
import { useCanonicalUrl } from '../../../lib/use-canonical-url'
import { useDeleteProduct } from '../api/delete-product'
import { useAdminProducts } from '../api/get-admin-products'
import { useCategoryTree } from '../api/get-category-tree'
import { ListFilters } from '../components/list-filters'
import { type PanelMode, ProductPanel } from '../components/product-panel'
import { ProductsTable } from '../components/products-table'
import {
  averagePrice,
  inSubtree,
  type ProductListState,
  productListRules,
  shownRange,
} from '../lib/list-state'
import { pinFirst, usePinned } from '../lib/use-pinned'

/** /admin/products: the staff product list with its filters, side panel and delete (spec §2.2). */
export function Component() {
  usePageTitle(t.title)
  const [search, setSearch] = useSearchParams()
  const { pathname } = useLocation()
  const tree = useCategoryTree()
  const known = useMemo(() => (tree.data ? new Set(tree.data.map((c) => c.id)) : null), [tree.data])
  const rules = useMemo(() => productListRules(known), [known])
  // The page asked for is loaded; only its own answer (not the last filter's, kept on screen as a
  // placeholder) may say it is past the end, e.g. after Back from another page size.
  const asked = readListState(search, rules)
  const list = useAdminProducts({ page: asked.page, pageSize: asked.perPage, categoryId: asked.category })
  const totalPages = list.data && !list.isPlaceholderData ? list.data.totalPages : null
  const state = readListState(search, rules, totalPages)
  const { pinned, pin } = usePinned()
  // `?edit={id}` (e.g. a product just made from a submitted garment) opens that garment's panel;
  // the panel fetches it, so it need not be on this page. The URL then drops it (canonical below).
  const [panel, setPanel] = useState<PanelMode | null>(() => {
    const edit = search.get('edit')
    return edit ? { kind: 'edit', id: edit } : null
  })
  const [toDelete, setToDelete] = useState<AdminProductItem | null>(null)
  const remove = useDeleteProduct()

  // The URL always shows the state in force (bad values corrected, `edit` dropped).
  const canonicalOf = useCallback(
    (query: URLSearchParams, pages: number | null) => readListState(query, rules, pages).canonical,
    [rules],
  )
  useCanonicalUrl(search, setSearch, list, canonicalOf)

  const go = (next: ProductListState) => setSearch(listSearch(next, rules).slice(1))
  const items = list.data?.items ?? []
  const rows = pinFirst(items, pinned)
  const range = shownRange(state.page, state.perPage, items.length, list.data?.total ?? 0)

  const copyLink = async () => {
    try {
      // The state in force (corrected values), not whatever the address bar was opened with.
      await navigator.clipboard.writeText(`${window.location.origin}${pathname}${state.canonical}`)
      toast.success(t.linkCopied)
    } catch {
      toast.error(t.linkNotCopied)
    }
  }

  const confirmDelete = () => {
    if (!toDelete) return
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t.removed)
        setToDelete(null)
      },
      onError: () => toast.error(t.errors.remove),
    })
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 md:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold md:text-3xl">{t.title}</h1>
        <Button onClick={() => setPanel({ kind: 'create' })}>{t.add}</Button>
      </div>
      {pinned && <Alert tone="notice">{t.newNotice}</Alert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard label={t.stats.total} value={list.data?.total ?? '–'} />
        <StatCard label={t.stats.active} value={list.data?.activeTotal ?? '–'} />
        <StatCard
          label={t.stats.averagePrice}
          value={formatPoints(averagePrice(items.map((i) => i.price)))}
        />
      </div>
      <ListFilters
        state={state}
        tree={tree.data ?? []}
        onChange={go}
        onCopyLink={copyLink}
        showing={t.showing(range.from, range.to, range.total)}
      />
      {list.isPending ? (
        <SkeletonText lines={6} />
      ) : list.isError ? (
        <Alert tone="error">{t.errors.load}</Alert>
      ) : (
        <ProductsTable
          rows={rows}
          pinned={pinned}
          empty={
            (list.data?.total ?? 0) === 0 ? (
              t.emptyAll
            ) : (
              <span>
                {t.emptyPage}{' '}
                <Link to={listSearch({ ...state, page: 1 }, rules)} className="underline">
                  {t.emptyPageLink}
                </Link>
              </span>
            )
          }
          onEdit={(p) => setPanel({ kind: 'edit', id: p.id })}
          onDelete={setToDelete}
        />
      )}
      <Pagination
        page={state.page}
        totalPages={list.data?.totalPages ?? 0}
        label={t.pagination}
        getHref={(page) => listSearch({ ...state, page }, rules)}
      />
      <ProductPanel
        mode={panel}
        tree={tree.data ?? []}
        onClose={() => setPanel(null)}
        onCreated={(id, categoryId) => {
          pin(id)
          setPanel({ kind: 'edit', id, justCreated: true })
          // Pinned first means on page 1 of a list that holds it (newest first): keep the category
          // filter only when the new garment is in it.
          const keep = state.category !== null && inSubtree(tree.data ?? [], state.category, categoryId)
          go({ ...state, page: 1, category: keep ? state.category : null })
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t.confirm.title}
        message={toDelete ? t.confirm.message(toDelete.name) : ''}
        confirmLabel={t.confirm.confirm}
        cancelLabel={t.confirm.cancel}
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </div>
  )
}
