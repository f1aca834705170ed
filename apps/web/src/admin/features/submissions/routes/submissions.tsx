import { EXPORT_PATHS, type SubmissionDto } from '@kladbyte/contract'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import { useUnreadLive } from '../../../../components/chat/use-chat-live'
import { Badge } from '../../../../components/ui/badge'
import { buttonClass } from '../../../../components/ui/button'
import { ExportButton } from '../../../../components/ui/export-button'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { type Column, Table } from '../../../../components/ui/table'
import { adminSubmissions as t } from '../../../../i18n/sv/admin-submissions'
import { formatDate, formatReference } from '../../../../lib/format'
import { usePageTitle } from '../../../../lib/use-page-title'
import { adminSubmissionsKey, useAdminSubmissions } from '../api/get-submissions'
import { StatusBadge } from '../components/badges'
import { adminSubmissionPath } from '../lib/paths'

/**
 * /admin/submissions: every submission with its unread messages from members, live. The review
 * issue adds stat cards, filters and the customer column to this table.
 */
export function Component() {
  usePageTitle(t.title)
  const { data, isPending } = useAdminSubmissions()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  useUnreadLive(() => void queryClient.invalidateQueries({ queryKey: adminSubmissionsKey }))

  const columns: Column<SubmissionDto>[] = [
    {
      id: 'id',
      header: t.columns.id,
      cell: (s) => <span className="font-mono font-semibold">{formatReference(s.id)}</span>,
    },
    { id: 'status', header: t.columns.status, cell: (s) => <StatusBadge status={s.status} /> },
    { id: 'items', header: t.columns.items, align: 'right', cell: (s) => t.itemCount(s.items.length) },
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
          <span className="inline-flex items-center gap-2 font-medium text-sky-900">
            <Badge tone="info">{t.newMessages}</Badge>
            {t.unreadMessages}
          </span>
        ) : (
          <span className="text-stone-600">{t.noNewMessages}</span>
        ),
    },
    {
      id: 'actions',
      header: t.columns.actions,
      hiddenHeader: true,
      cell: (s) => (
        <Link
          to={adminSubmissionPath(s.id)}
          aria-label={t.viewLabel(formatReference(s.id))}
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
        {/* No filters on this list yet: the export holds every submission. */}
        <ExportButton href={EXPORT_PATHS.submissions} label={t.exportData} />
      </div>
      {isPending ? (
        <SkeletonText lines={6} />
      ) : (
        // A failed load shows the empty list (spec §8: only logged).
        <Table
          caption={t.caption}
          columns={columns}
          rows={data ?? []}
          rowKey={(s) => s.id}
          empty={t.empty}
          onRowActivate={(s) => navigate(adminSubmissionPath(s.id))}
        />
      )}
    </div>
  )
}
