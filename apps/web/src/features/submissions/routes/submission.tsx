import { useParams } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { SkeletonText } from '../../../components/ui/skeleton'
import { account } from '../../../i18n/sv/account'
import { submissions as submissionTexts } from '../../../i18n/sv/submissions'
import { isNotFound } from '../../../lib/api-client'
import { usePageTitle } from '../../../lib/use-page-title'
import { useSubmission } from '../api/get-submission'
import { SubmissionDetail } from '../components/submission-detail'

const t = submissionTexts.detail

/** /my-account/submissions/:id — the deep link that mails and chat notifications point to. */
export function Component() {
  const { id = '' } = useParams()
  const { data, isPending, error } = useSubmission(id)
  usePageTitle(`${t.title} – ${account.title}`)
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      {isPending ? (
        <SkeletonText lines={6} />
      ) : data ? (
        // A failed refetch (a process restarting, a dropped connection) keeps what is shown.
        <SubmissionDetail submission={data} />
      ) : (
        <Alert tone="error">{isNotFound(error) ? t.notFound : t.loadFailed}</Alert>
      )}
    </div>
  )
}
