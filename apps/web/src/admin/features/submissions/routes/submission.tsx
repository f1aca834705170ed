import { useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { useChatLive } from '../../../../components/chat/use-chat-live'
import { Alert } from '../../../../components/ui/alert'
import { SkeletonText } from '../../../../components/ui/skeleton'
import { adminSubmissions } from '../../../../i18n/sv/admin-submissions'
import { isNotFound } from '../../../../lib/api-client'
import { formatReference } from '../../../../lib/format'
import { usePageTitle } from '../../../../lib/use-page-title'
import { useAdminSubmission } from '../api/get-submission'
import { adminSubmissionsKey } from '../api/get-submissions'
import { SubmissionTabs } from '../components/submission-tabs'
import { ADMIN_SUBMISSIONS_PATH } from '../lib/paths'

const t = adminSubmissions.detail

/** /admin/submissions/:id: one submission for staff, its items and the chat with the member, live. */
export function Component() {
  const { id = '' } = useParams()
  const { data, isPending, error } = useAdminSubmission(id)
  const queryClient = useQueryClient()
  // A message or a read changes this submission's item dots and the list's 'Nya', and `updated`
  // (a colleague's review, status or arrival) the submission itself: one refetch of the
  // submission (its flags are the server's, for staff's side), the list when it is shown.
  useChatLive(id, () => void queryClient.invalidateQueries({ queryKey: adminSubmissionsKey }))
  usePageTitle(t.title(formatReference(id)))
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 md:py-10">
      <div>
        <Link
          to={ADMIN_SUBMISSIONS_PATH}
          className="inline-flex min-h-11 items-center gap-2 font-medium text-emerald-900 hover:underline"
        >
          <span aria-hidden="true">←</span> {t.back}
        </Link>
      </div>
      <h1 className="text-2xl font-semibold md:text-3xl">{t.title(formatReference(id))}</h1>
      {isPending ? (
        <SkeletonText lines={6} />
      ) : error ? (
        <Alert tone="error">{isNotFound(error) ? t.notFound : t.loadFailed}</Alert>
      ) : (
        <SubmissionTabs submission={data} />
      )}
    </div>
  )
}
