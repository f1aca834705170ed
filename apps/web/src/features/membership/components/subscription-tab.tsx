import { lazy, Suspense } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Spinner } from '../../../components/ui/spinner'
import { membership } from '../../../i18n/sv/membership'
import { useSubscription } from '../api/get-subscription'
import { useSubscriptionConfig } from '../api/get-subscription-config'
import { MembershipStatus } from './membership-status'
import { TestCheckout } from './test-checkout'

const t = membership
// Stripe's libraries are only downloaded by members who open the checkout in Stripe mode.
const StripeCheckout = lazy(() => import('./stripe-checkout'))

/** #subscribe and #subscription: the membership when active, otherwise the checkout to start one. */
export function SubscriptionTab() {
  const subscription = useSubscription()
  const config = useSubscriptionConfig()

  if (subscription.isPending) return <Spinner />
  if (subscription.isError)
    return (
      <Alert tone="error">
        <p>{t.loadFailed}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => subscription.refetch()}>
          {t.retry}
        </button>
      </Alert>
    )
  if (subscription.data) return <MembershipStatus subscription={subscription.data} />

  return (
    <div className="space-y-5">
      <div>
        <h3 className="text-lg font-semibold">{t.become}</h3>
        <p className="mt-1 text-stone-700">{t.intro}</p>
      </div>
      {config.isPending ? (
        <Spinner />
      ) : config.isError ? (
        <Alert tone="error">{t.checkoutLoadFailed}</Alert>
      ) : config.data.mode === 'stripe' && config.data.publishableKey ? (
        <Suspense fallback={<Spinner />}>
          <StripeCheckout publishableKey={config.data.publishableKey} />
        </Suspense>
      ) : (
        <TestCheckout />
      )}
    </div>
  )
}
