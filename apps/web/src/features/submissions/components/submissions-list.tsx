import type { SubmissionDto } from '@kladbyte/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useUnreadLive } from '../../../components/chat/use-chat-live'
import { Alert } from '../../../components/ui/alert'
import { Badge } from '../../../components/ui/badge'
import { Button } from '../../../components/ui/button'
import { SkeletonText } from '../../../components/ui/skeleton'
import { type Column, Table } from '../../../components/ui/table'
import { toast } from '../../../components/ui/toast'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'
import { formatDate, formatNumber, formatReference } from '../../../lib/format'
import { useCreateSubmission } from '../api/create-submission'
import { submissionsQuery, useSubmissions } from '../api/get-submissions'
import { type SubmissionLocationState, submissionPath } from '../lib/paths'
import { SubmissionStatusBadge } from './status-badge'
import { SubmissionActions } from './submission-actions'

const t = submissionTexts

/** The #submissions tab: 'Dina inlämningar' with its actions by status, and 'Skapa ny inlämning'. */
export function SubmissionsList() {
  const { data: submissions, isPending, isError } = useSubmissions()
  const create = useCreateSubmission()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // A message from staff (or reading one in another tab) changes a row's 'Nya' at once.
  useUnreadLive(() => void queryClient.invalidateQueries({ queryKey: submissionsQuery.queryKey }))
  const open = (s: SubmissionDto) => navigate(submissionPath(s.id))

  const columns: Column<SubmissionDto>[] = [
    {
      id: 'reference',
      header: t.columns.reference,
      cell: (s) => <span className="font-mono font-semibold">{formatReference(s.id)}</span>,
    },
    {
      id: 'date',
      header: t.columns.date,
      cell: (s) => <span className="whitespace-nowrap">{formatDate(s.created)}</span>,
    },
    {
      id: 'status',
      header: t.columns.status,
      cell: (s) => (
        <span className="inline-flex flex-col items-start gap-1">
          <SubmissionStatusBadge status={s.status} place="list" />
          {s.creditedTotal > 0 && (
            <span className="text-sm whitespace-nowrap text-emerald-900">
              {t.detail.creditedTotal(formatNumber(s.creditedTotal))}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'items',
      header: t.columns.items,
      align: 'right',
      cell: (s) => t.itemCount(s.items.length),
    },
    {
      id: 'messages',
      header: t.columns.messages,
      cell: (s) =>
        s.hasUnreadMessages ? (
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
      cell: (s) => <SubmissionActions submission={s} onView={() => open(s)} />,
    },
  ]

  const onCreate = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        const state: SubmissionLocationState = { justCreated: true }
        navigate(submissionPath(created.id), { state })
      },
      onError: (e) => toast.error(e.message || t.createFailed),
    })

  return (
    <div className="flex flex-col gap-5">
      <div>
        <Button onClick={onCreate} loading={create.isPending}>
          {t.create}
        </Button>
      </div>
      {isPending ? (
        <SkeletonText lines={4} />
      ) : isError ? (
        <Alert tone="error">{t.loadFailed}</Alert>
      ) : (
        <Table
          caption={t.listTitle}
          columns={columns}
          rows={submissions}
          rowKey={(s) => s.id}
          empty={t.empty}
          onRowActivate={open}
          rowClassName={(s) => (s.hasUnreadMessages ? 'bg-sky-50' : '')}
        />
      )}
    </div>
  )
}
