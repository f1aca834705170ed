import type { AdminCustomerItem } from '@kladbyte/contract'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { type Column, Table } from '../../../../components/ui/table'
import { adminCustomers as t } from '../../../../i18n/sv/admin-customers'
import { initials } from '../lib/list-state'

const fullName = (c: AdminCustomerItem) => `${c.firstName} ${c.lastName}`.trim() || c.email

/** The customer list: a table from `md` up, cards on phones (spec §2.2). */
export function CustomersTable({
  rows,
  onDetails,
}: {
  rows: readonly AdminCustomerItem[]
  onDetails: (customer: AdminCustomerItem) => void
}) {
  const columns: Column<AdminCustomerItem>[] = [
    {
      id: 'name',
      header: t.columns.name,
      mobileLabel: '',
      cell: (c) => (
        <span className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-sm font-semibold text-emerald-900"
          >
            {initials(c.firstName, c.lastName, c.email)}
          </span>
          <span className="font-medium">{fullName(c)}</span>
          {c.deleted && <Badge tone="danger">{t.deleted}</Badge>}
        </span>
      ),
    },
    { id: 'email', header: t.columns.email, cell: (c) => <span className="break-all">{c.email}</span> },
    { id: 'phone', header: t.columns.phone, cell: (c) => c.phone || t.dialog.missing },
    {
      id: 'membership',
      header: t.columns.membership,
      cell: (c) =>
        c.hasSubscription ? <Badge tone="success">{t.active}</Badge> : <Badge>{t.inactive}</Badge>,
    },
    {
      id: 'actions',
      header: t.columns.actions,
      hiddenHeader: true,
      mobileLabel: '',
      align: 'right',
      cell: (c) => (
        <Button
          variant="secondary"
          className="min-h-9 px-4 py-1 text-sm"
          aria-label={t.detailsFor(fullName(c))}
          onClick={() => onDetails(c)}
        >
          {t.details}
        </Button>
      ),
    },
  ]
  return <Table caption={t.caption} columns={columns} rows={rows} rowKey={(c) => c.id} empty={t.empty} />
}
