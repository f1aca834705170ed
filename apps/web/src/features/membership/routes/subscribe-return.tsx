import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import { Spinner } from '../../../components/ui/spinner'
import { membership } from '../../../i18n/sv/membership'
import { userContextQuery, useSession } from '../../../lib/session'
import { usePageTitle } from '../../../lib/use-page-title'
import { STATUS_GIVE_UP_MS, STATUS_POLL_MS, sessionStatusQuery } from '../api/get-session-status'
import { subscriptionQuery } from '../api/get-subscription'
import { ReturnError, ReturnProcessing, ReturnThanks } from '../components/return-views'

const t = membership
const SETTLED = new Set(['open', 'complete', 'expired'])

/** True once `ms` have passed since `active` became true (the give-up timer of polling). */
function useTimedOut(active: boolean, ms: number) {
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setTimedOut(true), ms)
    return () => clearTimeout(timer)
  }, [active, ms])
  return timedOut
}

function SessionStatus({ sessionId }: { sessionId: string }) {
  const queryClient = useQueryClient()
  const [pollingSince] = useState(() => Date.now())
  const status = useQuery({
    ...sessionStatusQuery(sessionId),
    refetchInterval: (q) => {
      const s = q.state.data?.status
      return s && !SETTLED.has(s) && Date.now() - pollingSince < STATUS_GIVE_UP_MS ? STATUS_POLL_MS : false
    },
  })
  const current = status.data?.status
  const complete = current === 'complete'
  const processing = Boolean(current && !SETTLED.has(current))
  const timedOut = useTimedOut(processing, STATUS_GIVE_UP_MS)

  // With Stripe the membership arrives by webhook a moment after the payment: refresh the user until then.
  const user = useQuery({
    ...userContextQuery,
    enabled: complete,
    refetchInterval: (q) =>
      complete && !q.state.data?.hasSubscription && Date.now() - pollingSince < STATUS_GIVE_UP_MS
        ? STATUS_POLL_MS
        : false,
  })
  useEffect(() => {
    if (!complete) return
    queryClient.invalidateQueries({ queryKey: userContextQuery.queryKey })
    queryClient.invalidateQueries({ queryKey: subscriptionQuery.queryKey })
  }, [complete, queryClient])

  if (status.isPending) return <Spinner />
  if (status.isError) return <ReturnError message={t.statusFailed} onRetry={() => status.refetch()} />
  if (current === 'open') return <Navigate to="/my-account#subscribe" replace />
  if (complete)
    return <ReturnThanks email={status.data.customer_email} activated={Boolean(user.data?.hasSubscription)} />
  if (current === 'expired') return <ReturnError message={t.expired} />
  if (timedOut) return <ReturnError message={t.statusFailed} />
  return <ReturnProcessing />
}

/** /subscribe-return: where the payment provider sends the member back, with ?session_id=… */
export function Component() {
  const [params] = useSearchParams()
  const session = useSession()
  const location = useLocation()
  usePageTitle(t.title)
  const sessionId = params.get('session_id')?.trim()
  if (!sessionId) return <ReturnError message={t.missingSessionId} />
  if (session.status === 'unknown') return <Spinner />
  if (session.status === 'anonymous')
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />
  return <SessionStatus sessionId={sessionId} />
}
