import { EmbeddedCheckout, EmbeddedCheckoutProvider } from '@stripe/react-stripe-js'
import { loadStripe, type Stripe } from '@stripe/stripe-js'
import { Component, type ReactNode, useCallback, useEffect, useState } from 'react'
import { Alert } from '../../../components/ui/alert'
import { Spinner } from '../../../components/ui/spinner'
import { membership } from '../../../i18n/sv/membership'
import { createCheckoutSession } from '../api/create-checkout-session'

const t = membership
const loaded = new Map<string, Promise<Stripe | null>>()

/** Stripe.js is loaded once per key, and only when a member opens the subscribe tab in Stripe mode. */
function stripeFor(publishableKey: string) {
  let promise = loaded.get(publishableKey)
  if (!promise) {
    promise = loadStripe(publishableKey)
    loaded.set(publishableKey, promise)
  }
  return promise
}

const Failed = () => <Alert tone="error">{t.checkoutLoadFailed}</Alert>

class CheckoutBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error('Stripe checkout failed', error)
  }
  override render() {
    return this.state.failed ? <Failed /> : this.props.children
  }
}

/** Stripe's embedded Checkout, mounted with the client secret our server creates for the member. */
export default function StripeCheckout({ publishableKey }: { publishableKey: string }) {
  const [stripe, setStripe] = useState<Stripe | null | 'failed'>(null)
  useEffect(() => {
    let live = true
    stripeFor(publishableKey).then(
      (s) => live && setStripe(s ?? 'failed'),
      () => live && setStripe('failed'),
    )
    return () => {
      live = false
    }
  }, [publishableKey])
  const fetchClientSecret = useCallback(async () => (await createCheckoutSession()).clientSecret, [])

  if (stripe === 'failed') return <Failed />
  if (!stripe) return <Spinner />
  return (
    <div id="checkout" className="rounded-lg border border-stone-200 bg-white p-2 sm:p-4">
      <CheckoutBoundary>
        <EmbeddedCheckoutProvider stripe={stripe} options={{ fetchClientSecret }}>
          <EmbeddedCheckout />
        </EmbeddedCheckoutProvider>
      </CheckoutBoundary>
    </div>
  )
}
