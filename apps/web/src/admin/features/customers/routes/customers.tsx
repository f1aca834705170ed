import { ADMIN_CUSTOMER_PAGE_SIZES, type AdminCustomerItem, EXPORT_PATHS } from '@kladbyte/contract'
import { type FormEvent, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { ExportButton, exportHref } from '../../../../components/ui/export-button'
import { NativeSelect } from '../../../../components/ui/native-select'
import { Pagination } from '../../../../components/ui/pagination'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { StatCard } from '../../../../components/ui/stat-card'
import { TextField } from '../../../../components/ui/text-field'
import { adminCustomers as t } from '../../../../i18n/sv/admin-customers'
import { usePageTitle } from '../../../../lib/use-page-title'
import { listSearch, readListState, withFilter } from '../../../lib/list-state'
import { useCanonicalUrl } from '../../../lib/use-canonical-url'
import { useCustomers } from '../api/get-customers'
import { AddCustomerDialog } from '../components/add-customer-dialog'
import { CustomerDetailsDialog } from '../components/customer-details-dialog'
import { CustomersTable } from '../components/customers-table'
import { CUSTOMER_LIST_RULES, type CustomerListState } from '../lib/list-state'

const canonicalCustomers = (search: URLSearchParams, totalPages: number | null) =>
  readListState(search, CUSTOMER_LIST_RULES, totalPages).canonical

/** /admin/users: staff's customers with search, stat cards, details and points adjustments (issue 17). */
export function Component() {
  usePageTitle(t.title)
  const [search, setSearch] = useSearchParams()
  const state = readListState(search, CUSTOMER_LIST_RULES)
  const list = useCustomers({ page: state.page, pageSize: state.perPage, search: state.search || null })
  const [text, setText] = useState(state.search)
  const [open, setOpen] = useState<AdminCustomerItem | null>(null)
  const [adding, setAdding] = useState(false)

  useCanonicalUrl(search, setSearch, list, canonicalCustomers)
  // Back and forward move the search; the field follows.
  useEffect(() => setText(state.search), [state.search])

  const go = (next: CustomerListState) => setSearch(listSearch(next, CUSTOMER_LIST_RULES).slice(1))
  const onSearch = (e: FormEvent) => {
    e.preventDefault()
    go(withFilter(state, { search: text.trim() }))
  }
  const clear = () => {
    setText('')
    go(withFilter(state, { search: '' }))
  }
  const stats = list.data?.stats

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 md:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold md:text-3xl">{t.title}</h1>
        <div className="flex flex-wrap gap-2">
          {/* The search in force, every page of it. */}
          <ExportButton href={exportHref(EXPORT_PATHS.users, { search: state.search })} />
          <Button onClick={() => setAdding(true)}>{t.add}</Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label={t.stats.total} value={stats?.total ?? '–'} />
        <StatCard label={t.stats.active} value={stats?.activeMemberships ?? '–'} />
        <StatCard label={t.stats.inactive} value={stats?.inactiveMemberships ?? '–'} />
        <StatCard label={t.stats.newThisMonth} value={stats?.newThisMonth ?? '–'} />
      </div>
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <search>
          <form onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
            <TextField
              label={t.search.label}
              type="search"
              placeholder={t.search.placeholder}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="min-w-60 flex-1"
            />
            <Button type="submit">{t.search.submit}</Button>
            <Button variant="secondary" onClick={clear}>
              {t.search.clear}
            </Button>
          </form>
        </search>
        <NativeSelect
          label={t.search.perPage}
          value={state.perPage}
          onChange={(e) => go(withFilter(state, { perPage: Number(e.target.value) }))}
          className="w-32"
        >
          {ADMIN_CUSTOMER_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect>
      </div>
      {list.isPending ? (
        <SkeletonText lines={6} />
      ) : list.isError ? (
        <Alert tone="error">{t.loadError}</Alert>
      ) : (
        <CustomersTable rows={list.data.items} onDetails={setOpen} />
      )}
      <Pagination
        page={state.page}
        totalPages={list.data?.totalPages ?? 0}
        label={t.pagination}
        getHref={(page) => listSearch({ ...state, page }, CUSTOMER_LIST_RULES)}
      />
      <CustomerDetailsDialog
        customerId={open?.id ?? null}
        title={open ? `${open.firstName} ${open.lastName}`.trim() || open.email : ''}
        onClose={() => setOpen(null)}
      />
      <AddCustomerDialog open={adding} onClose={() => setAdding(false)} onCreated={() => setAdding(false)} />
    </div>
  )
}
