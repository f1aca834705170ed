import { EXPORT_PATHS } from '@kladbyte/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useUnreadLive } from '../../../../components/chat/use-chat-live'
import { ExportButton, exportHref } from '../../../../components/ui/export-button'
import { Pagination } from '../../../../components/ui/pagination'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { adminSubmissionList } from '../../../../i18n/sv/admin-submission-list'
import { adminSubmissions as t } from '../../../../i18n/sv/admin-submissions'
import { usePageTitle } from '../../../../lib/use-page-title'
import { StatusListFilters } from '../../../components/status-list-filters'
import { listSearch } from '../../../lib/list-state'
import { statusFilterParams } from '../../../lib/status-list'
import { useCanonicalUrl } from '../../../lib/use-canonical-url'
import { adminSubmissionsKey, useAdminSubmissions } from '../api/get-submissions'
import { SubmissionStats } from '../components/submission-stats'
import { SubmissionsTable } from '../components/submissions-table'
import { readSubmissionListState, SUBMISSION_LIST_RULES, type SubmissionListState } from '../lib/list-state'
import { adminSubmissionPath } from '../lib/paths'

const canonicalSubmissions = (search: URLSearchParams, totalPages: number | null) =>
  readSubmissionListState(search, totalPages).canonical

/**
 * /admin/submissions (backoffice spec §2.2): stat cards per status, filters, and one page of the
 * list, all in the URL; unread counts follow members' messages live.
 */
export function Component() {
  usePageTitle(t.title)
  const [search, setSearch] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const key = search.toString()
  // The state is the URL's, keyed by its text; paging rules need no totals to read it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the URL's text
  const state = useMemo(() => {
    const { canonical: _canonical, ...read } = readSubmissionListState(search)
    return read
  }, [key])
  const list = useAdminSubmissions(state)
  useUnreadLive(() => void queryClient.invalidateQueries({ queryKey: [...adminSubmissionsKey, 'list'] }))

  useCanonicalUrl(search, setSearch, list, canonicalSubmissions)

  const go = (next: SubmissionListState) => setSearch(listSearch(next, SUBMISSION_LIST_RULES).slice(1))

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 md:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold md:text-3xl">{t.title}</h1>
        {/* The filter in force, without paging: the file holds every matching submission. */}
        <ExportButton
          href={exportHref(EXPORT_PATHS.submissions, statusFilterParams(state))}
          label={t.exportData}
        />
      </div>
      <SubmissionStats counts={list.data?.counts} />
      <StatusListFilters
        state={state}
        texts={adminSubmissionList.filter}
        statusLabels={t.status}
        pageSizes={SUBMISSION_LIST_RULES.pageSizes}
        searchInput={{ type: 'search', maxLength: SUBMISSION_LIST_RULES.searchMax }}
        onApply={go}
      />
      {list.isPending ? (
        <SkeletonText lines={6} />
      ) : (
        // A failed load shows the empty list (spec §8: other submission failures are only logged).
        <SubmissionsTable
          rows={list.isError ? [] : (list.data?.items ?? [])}
          onOpen={(s) => navigate(adminSubmissionPath(s.id))}
        />
      )}
      <Pagination
        page={state.page}
        totalPages={list.isError ? 0 : (list.data?.totalPages ?? 0)}
        label={adminSubmissionList.pagination}
        getHref={(page) => listSearch({ ...state, page }, SUBMISSION_LIST_RULES)}
      />
    </div>
  )
}
