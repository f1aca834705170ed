import type { FastifyBaseLogger } from 'fastify'
import type Stripe from 'stripe'
import type { Db, Tx } from '../../db/client.js'
import { AppError } from '../../lib/errors.js'
import * as repo from './membership.repository.js'
import { ACTIVE_STATUSES } from './membership.status.js'
import { idOf, type StripeProvider, type SubscriptionSnapshot } from './stripe.provider.js'

/** What an event tells us: which subscription changed, and who it may belong to. */
interface EventRef {
  subscriptionId: string
  customerId: string | null
  userId: string | null
  checkoutSessionId: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The subscription an event is about; null for events that do not touch memberships. */
function eventRef(event: Stripe.Event): EventRef | null {
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = event.data.object
      const subscriptionId = idOf(s.subscription)
      if (s.mode !== 'subscription' || !subscriptionId) return null
      return {
        subscriptionId,
        customerId: idOf(s.customer),
        userId: s.metadata?.userId ?? s.client_reference_id ?? null,
        checkoutSessionId: s.id,
      }
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object
      const userId = sub.metadata?.userId ?? null
      return { subscriptionId: sub.id, customerId: idOf(sub.customer), userId, checkoutSessionId: null }
    }
    case 'invoice.paid': {
      const invoice = event.data.object
      const details = invoice.parent?.subscription_details
      const subscriptionId = idOf(details?.subscription)
      if (!subscriptionId) return null
      const userId = details?.metadata?.userId ?? null
      return { subscriptionId, customerId: idOf(invoice.customer), userId, checkoutSessionId: null }
    }
    default:
      return null
  }
}

const isActive = (status: string, periodEnd: Date | null, now = new Date()) =>
  (ACTIVE_STATUSES as readonly string[]).includes(status) && (!periodEnd || periodEnd > now)

async function resolveUser(tx: Tx, ref: EventRef, sub: SubscriptionSnapshot): Promise<string | null> {
  for (const candidate of [ref.userId, sub.metadataUserId]) {
    if (candidate && UUID.test(candidate) && (await repo.userExists(tx, candidate))) return candidate
  }
  return repo.findUserIdByProviderIds(tx, sub.subscriptionId, sub.customerId ?? ref.customerId)
}

/** A failed read rolls the event back and answers 500, so Stripe delivers it again later. */
async function readSubscription(provider: StripeProvider, log: FastifyBaseLogger, id: string) {
  try {
    return await provider.readSubscription(id)
  } catch (err) {
    log.error({ err, subscriptionId: id }, 'could not read subscription from Stripe')
    throw new AppError('internal', 'Kunde inte läsa prenumerationen från Stripe.')
  }
}

/**
 * Verifies and applies one Stripe webhook delivery. The event id is stored in the same transaction
 * that applies it, so a duplicate (even a parallel one, which waits on the id's unique index) changes
 * nothing, and a failed apply is rolled back for Stripe to retry. The membership is written from a
 * fresh read of the subscription, never from the event body, under a per-subscription lock: events
 * arriving late or out of order cannot bring back a cancelled membership.
 */
export async function handleStripeWebhook(
  db: Db,
  provider: StripeProvider,
  log: FastifyBaseLogger,
  raw: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const event = provider.verifyWebhook(raw, signature)
  const ref = eventRef(event)
  const fresh = await db.transaction(async (tx) => {
    if (!(await repo.recordPaymentEvent(tx, event.id, event.type))) return false
    if (!ref) return true
    await repo.lockSubscriptionKey(tx, ref.subscriptionId)
    const sub = await readSubscription(provider, log, ref.subscriptionId)
    const userId = await resolveUser(tx, ref, sub)
    if (!userId) {
      log.warn({ eventId: event.id, subscriptionId: sub.subscriptionId }, 'webhook for unknown member')
      return true
    }
    if (ref.checkoutSessionId) await repo.setCheckoutSessionStatus(tx, ref.checkoutSessionId, 'complete')
    const existing = await repo.lockMembership(tx, userId)
    // A late event about an older, ended subscription must not end the member's newer, live one.
    const otherLive =
      existing &&
      existing.subscriptionId !== sub.subscriptionId &&
      isActive(existing.status, existing.currentPeriodEnd) &&
      !isActive(sub.status, sub.currentPeriodEnd)
    if (!otherLive) await repo.upsertMembership(tx, userId, 'stripe', sub)
    return true
  })
  return { received: true, duplicate: !fresh }
}
