import Stripe from 'stripe'
import type { Config } from '../../config.js'
import { badRequest } from '../../lib/errors.js'
import type { MembershipState, PaymentProvider } from './payment.provider.js'

/** A subscription as we store it, plus the member id we put in its metadata at checkout. */
export interface SubscriptionSnapshot extends MembershipState {
  subscriptionId: string
  metadataUserId: string | null
}

export interface StripeProvider extends PaymentProvider {
  readonly mode: 'stripe'
  /** Verifies the signature over the exact bytes received; throws a Swedish 400 otherwise. */
  verifyWebhook(raw: Buffer, signature: string | undefined): Stripe.Event
  /** Reads the subscription's current state from Stripe (the only source we trust). */
  readSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>
  /** Asks Stripe to end the subscription when the paid period ends, then re-reads it. */
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionSnapshot>
}

/** The id of an expandable Stripe field (either the id itself or the expanded object). */
export const idOf = (v: string | { id: string } | null | undefined): string | null =>
  typeof v === 'string' ? v : (v?.id ?? null)

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { maxNetworkRetries: 2, telemetry: false, timeout: 20_000 }
  if (!apiBase) return options
  // Tests point the client at a local stand-in (STRIPE_API_BASE=http://127.0.0.1:<port>).
  const url = new URL(apiBase)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return {
    ...options,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  }
}

function snapshot(sub: Stripe.Subscription): SubscriptionSnapshot {
  // Since API version 2025-03-31 the period lives on the items; the membership lasts as long as the longest.
  const ends = sub.items.data.map((i) => i.current_period_end).filter((n) => Number.isFinite(n))
  return {
    subscriptionId: sub.id,
    customerId: idOf(sub.customer),
    status: sub.status,
    currentPeriodEnd: ends.length ? new Date(Math.max(...ends) * 1000) : null,
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end || sub.cancel_at),
    metadataUserId: sub.metadata?.userId ?? null,
  }
}

/** Stripe embedded Checkout in subscription mode, and the webhook and subscription reads behind it. */
export function createStripeProvider(config: Config): StripeProvider {
  const secretKey = config.STRIPE_SECRET_KEY
  const priceId = config.STRIPE_PRICE_ID
  const webhookSecret = config.STRIPE_WEBHOOK_SECRET
  if (!secretKey || !priceId || !webhookSecret) throw new Error('Stripe är inte konfigurerat.')
  const stripe = new Stripe(secretKey, clientOptions(config.STRIPE_API_BASE))

  return {
    mode: 'stripe',
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,

    async createCheckoutSession({ userId, email, customerId }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        ui_mode: 'embedded',
        line_items: [{ price: priceId, quantity: 1 }],
        ...(customerId ? { customer: customerId } : { customer_email: email }),
        client_reference_id: userId,
        metadata: { userId },
        // Copied onto the subscription, so its own events name the member too.
        subscription_data: { metadata: { userId } },
        return_url: `${config.PUBLIC_URL}/subscribe-return?session_id={CHECKOUT_SESSION_ID}`,
      })
      if (!session.client_secret) throw new Error('Stripe returned a session without client_secret')
      return { id: session.id, clientSecret: session.client_secret }
    },

    async sessionStatus(stored) {
      const session = await stripe.checkout.sessions.retrieve(stored.id)
      return {
        status: session.status ?? 'unknown',
        customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
      }
    },

    verifyWebhook(raw, signature) {
      if (!signature) throw badRequest('Saknar Stripe-signatur.')
      try {
        return stripe.webhooks.constructEvent(raw, signature, webhookSecret)
      } catch {
        throw badRequest('Ogiltig Stripe-signatur.')
      }
    },

    async readSubscription(subscriptionId) {
      return snapshot(await stripe.subscriptions.retrieve(subscriptionId))
    },

    async cancelAtPeriodEnd(subscriptionId) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })
      return snapshot(await stripe.subscriptions.retrieve(subscriptionId))
    },
  }
}
