import { type AdminOrderListItem, EXPORT_PATHS } from '@kladbyte/contract'
import { useEffect, useMemo } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { OrderStatusBadge } from '../../../../components/orders/status-badge'
import { buttonClass } from '../../../../components/ui/button'
import { ExportButton, exportHref } from '../../../../components/ui/export-button'
import { Pagination } from '../../../../components/ui/pagination'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { type Column, Table } from '../../../../components/ui/table'
import { toast } from '../../../../components/ui/toast'
import { adminOrders as t } from '../../../../i18n/sv/admin-orders'
import { formatDate, formatNumber, formatOrderNumber, formatPoints } from '../../../../lib/format'
import { usePageTitle } from '../../../../lib/use-page-title'
import { StatusListFilters } from '../../../components/status-list-filters'
import { listSearch } from '../../../lib/list-state'
import { statusFilterParams } from '../../../lib/status-list'
import { useCanonicalUrl } from '../../../lib/use-canonical-url'
import { useAdminOrders } from '../api/get-orders'
import { ORDER_LIST_RULES, type OrderListState, readOrderListState } from '../lib/list-state'

const orderPath = (id: string) => `/admin/orders/${id}`
const canonicalOrders = (search: URLSearchParams, totalPages: number | null) =>
  readOrderListState(search, totalPages).canonical

/** /admin/orders: every order, filtered and paged through the URL (backoffice spec §2.2). */
export function Component() {
  usePageTitle(t.title)
  const [search, setSearch] = useSearchParams()
  const navigate = useNavigate()
  const key = search.toString()
  // The state is the URL's, keyed by its text; paging rules need no totals to read it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the URL's text
  const state = useMemo(() => {
    const { canonical: _canonical, ...read } = readOrderListState(search)
    return read
  }, [key])
  const list = useAdminOrders(state)

  useCanonicalUrl(search, setSearch, list, canonicalOrders)

  useEffect(() => {
    if (list.isError) toast.error(t.errors.load)
  }, [list.isError])

  const go = (next: OrderListState) => setSearch(listSearch(next, ORDER_LIST_RULES).slice(1))

  const columns: Column<AdminOrderListItem>[] = [
    {
      id: 'number',
      header: t.columns.number,
      cell: (o) => <span className="font-mono font-semibold">{formatOrderNumber(o.orderNumber)}</span>,
    },
    {
      id: 'created',
      header: t.columns.created,
      cell: (o) => <span className="whitespace-nowrap">{formatDate(o.created)}</span>,
    },
    { id: 'status', header: t.columns.status, cell: (o) => <OrderStatusBadge status={o.orderStatus} /> },
    { id: 'items', header: t.columns.items, align: 'right', cell: (o) => formatNumber(o.itemCount) },
    {
      id: 'total',
      header: t.columns.total,
      align: 'right',
      cell: (o) => <span className="whitespace-nowrap">{formatPoints(o.totalPoints)}</span>,
    },
    {
      id: 'actions',
      header: t.columns.actions,
      hiddenHeader: true,
      mobileLabel: '',
      cell: (o) => (
        <Link
          to={orderPath(o.id)}
          aria-label={t.viewLabel(o.orderNumber)}
          className={buttonClass('secondary', 'whitespace-nowrap')}
        >
          {t.view}
        </Link>
      ),
    },
  ]

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 md:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold md:text-3xl">{t.title}</h1>
        {/* The filter in force, without paging: the file holds every matching order. */}
        <ExportButton href={exportHref(EXPORT_PATHS.orders, statusFilterParams(state))} />
      </div>
      <StatusListFilters
        state={state}
        texts={t.filter}
        statusLabels={t.status}
        pageSizes={ORDER_LIST_RULES.pageSizes}
        searchInput={{ inputMode: 'numeric' }}
        onApply={go}
        onRefresh={() => void list.refetch()}
      />
      {list.isPending ? (
        <SkeletonText lines={6} />
      ) : (
        // A failed load shows the toast and an empty list (spec §8).
        <Table
          caption={t.caption}
          columns={columns}
          rows={list.isError ? [] : (list.data?.items ?? [])}
          rowKey={(o) => o.id}
          empty={t.empty}
          onRowActivate={(o) => navigate(orderPath(o.id))}
        />
      )}
      <Pagination
        page={state.page}
        totalPages={list.isError ? 0 : (list.data?.totalPages ?? 0)}
        label={t.pagination}
        getHref={(page) => listSearch({ ...state, page }, ORDER_LIST_RULES)}
      />
    </div>
  )
}
