import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { membership } from '../../../i18n/sv/membership'
import { errorText } from '../../../lib/api-client'
import { completeTestSession, createCheckoutSession } from '../api/create-checkout-session'

const t = membership

/** Test mode's checkout: no card form at all; the server opens and completes the session itself. */
export function TestCheckout() {
  const navigate = useNavigate()
  const start = useMutation({
    mutationFn: async () => {
      const { sessionId } = await createCheckoutSession()
      await completeTestSession(sessionId)
      return sessionId
    },
    onSuccess: (sessionId) => navigate(`/subscribe-return?session_id=${encodeURIComponent(sessionId)}`),
    onError: (err) => console.error('test checkout failed', err),
  })
  const error = errorText(start.error, t.startFailed)

  return (
    <section
      aria-labelledby="test-checkout-title"
      className="rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-5"
      data-testid="test-checkout"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="rounded bg-amber-500 px-2 py-0.5 text-xs font-bold tracking-wide text-stone-950 uppercase">
          {t.testBadge}
        </span>
        <h3 id="test-checkout-title" className="font-semibold">
          {t.testTitle}
        </h3>
      </div>
      <p className="mt-3 text-sm text-stone-800">{t.testExplain}</p>
      <p className="mt-1 text-sm text-stone-800">{t.testPeriod}</p>
      <Button className="mt-5 w-full sm:w-auto" onClick={() => start.mutate()} loading={start.isPending}>
        {t.start}
      </Button>
      <span role="status" className="sr-only">
        {start.isPending ? t.starting : ''}
      </span>
      {start.isError && (
        <Alert tone="error" className="mt-4">
          {error}
        </Alert>
      )}
    </section>
  )
}
