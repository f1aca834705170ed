import type { AdminSubmissionListItem } from '@kladbyte/contract'
import { Link } from 'react-router'
import { Badge } from '../../../../components/ui/badge'
import { buttonClass } from '../../../../components/ui/button'
import { type Column, Table } from '../../../../components/ui/table'
import { adminSubmissionList as t } from '../../../../i18n/sv/admin-submission-list'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { formatDate, formatReference } from '../../../../lib/format'
import { adminSubmissionPath } from '../lib/paths'
import { PriorityBadge, StatusEmojiBadge } from './list-badges'

/** The member: name and e-mail, or 'Kunddata ej tillgänglig' and the user id when the account is gone. */
function Customer({ row }: { row: AdminSubmissionListItem }) {
  const c = row.customer
  if (!c) {
    return (
      <span className="flex flex-col">
        <span className="text-stone-700">{t.noCustomer}</span>
        <span className="font-mono text-xs break-all text-stone-600">{t.userId(row.userId)}</span>
      </span>
    )
  }
  const name = `${c.firstName} ${c.lastName}`.trim()
  return (
    <span className="flex flex-col">
      {name && <span className="font-medium">{name}</span>}
      <span className="break-words text-stone-600">{c.email}</span>
    </span>
  )
}

/** The staff list: a table on wide screens, cards on phones (the kit's Table does both). */
export function SubmissionsTable({
  rows,
  onOpen,
}: {
  rows: readonly AdminSubmissionListItem[]
  onOpen: (row: AdminSubmissionListItem) => void
}) {
  const columns: Column<AdminSubmissionListItem>[] = [
    {
      id: 'id',
      header: t.columns.id,
      cell: (s) => <span className="font-mono font-semibold">{formatReference(s.id)}</span>,
    },
    { id: 'customer', header: t.columns.customer, cell: (s) => <Customer row={s} /> },
    { id: 'status', header: t.columns.status, cell: (s) => <StatusEmojiBadge status={s.status} /> },
    { id: 'priority', header: t.columns.priority, cell: (s) => <PriorityBadge priority={s.priority} /> },
    {
      id: 'created',
      header: t.columns.created,
      cell: (s) => <span className="whitespace-nowrap">{formatDate(s.created)}</span>,
    },
    {
      id: 'messages',
      header: t.columns.messages,
      cell: (s) =>
        s.unreadCount > 0 ? (
          <Badge tone="info">
            <span aria-hidden="true">{s.unreadCount}</span>
            <span className="sr-only">{t.unread(s.unreadCount)}</span>
          </Badge>
        ) : (
          <span className="text-stone-600">{t.noUnread}</span>
        ),
    },
    {
      id: 'actions',
      header: t.columns.actions,
      hiddenHeader: true,
      mobileLabel: '',
      cell: (s) => (
        <Link
          to={adminSubmissionPath(s.id)}
          aria-label={adminSubmissions.viewLabel(formatReference(s.id))}
          className={buttonClass('secondary', 'whitespace-nowrap')}
        >
          {adminSubmissions.view}
        </Link>
      ),
    },
  ]
  return (
    <Table
      caption={adminSubmissions.caption}
      columns={columns}
      rows={rows}
      rowKey={(s) => s.id}
      empty={adminSubmissions.empty}
      onRowActivate={onOpen}
      rowClassName={(s) => (s.unreadCount > 0 ? 'bg-sky-50' : '')}
    />
  )
}
