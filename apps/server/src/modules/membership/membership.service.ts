import type {
  CheckoutSessionDto,
  SessionStatusDto,
  SubscriptionConfigDto,
  SubscriptionDto,
} from '@kladbyte/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.js'
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js'
import type { SessionUser } from '../../plugins/session.store.js'
import * as repo from './membership.repository.js'
import type { AnyProvider } from './payment.providers.js'

const texts = {
  alreadyMember: 'Du har redan ett aktivt medlemskap.',
  noMembership: 'Du har inget aktivt medlemskap.',
  missingSessionId: 'Saknar sessions-ID.',
  sessionNotFound: 'Betalningssessionen hittades inte.',
  sessionNotOpen: 'Betalningssessionen är redan avslutad.',
  checkoutFailed: 'Kunde inte starta betalningen. Försök igen om en stund.',
  statusFailed: 'Kunde inte hämta betalningsstatus.',
  cancelFailed: 'Kunde inte avsluta medlemskapet. Försök igen om en stund.',
} as const

/** The membership row as the API shows it. */
const toSubscriptionDto = (row: repo.MembershipRow): SubscriptionDto => ({
  status: row.status,
  provider: row.provider,
  currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
})

/** Rules of the subscribe flow; which provider runs is decided once, by settings. */
export function createMembershipService({
  db,
  provider,
  log,
}: {
  db: Db
  provider: AnyProvider
  log: FastifyBaseLogger
}) {
  /** Calls the payment provider; its failures become a Swedish 500 (logged), never a leak. */
  async function callProvider<T>(message: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (err) {
      if (err instanceof AppError) throw err
      log.error({ err }, 'payment provider call failed')
      throw new AppError('internal', message)
    }
  }

  return {
    config(): SubscriptionConfigDto {
      return provider.mode === 'stripe'
        ? { mode: 'stripe', publishableKey: provider.publishableKey }
        : { mode: 'test' }
    },

    async createCheckoutSession(user: SessionUser): Promise<CheckoutSessionDto> {
      if (await repo.findActiveMembership(db, user.id)) throw conflict(texts.alreadyMember)
      const earlier = await repo.findMembership(db, user.id)
      const session = await callProvider(texts.checkoutFailed, () =>
        provider.createCheckoutSession({
          userId: user.id,
          email: user.email,
          customerId: earlier?.provider === provider.mode ? earlier.customerId : null,
        }),
      )
      await repo.insertCheckoutSession(db, { id: session.id, userId: user.id, provider: provider.mode })
      return { clientSecret: session.clientSecret, sessionId: session.id }
    },

    async sessionStatus(user: SessionUser, sessionId: string | undefined): Promise<SessionStatusDto> {
      if (!sessionId?.trim()) throw badRequest(texts.missingSessionId)
      const stored = await repo.findOwnCheckoutSession(db, sessionId.trim(), user.id)
      // A test session asked about in Stripe mode (or the reverse) is not one this provider can answer.
      if (!stored || stored.provider !== provider.mode) throw notFound(texts.sessionNotFound)
      const current = await callProvider(texts.statusFailed, () => provider.sessionStatus(stored, user.email))
      // Only a record of what the provider said; membership itself is granted elsewhere.
      if (current.status !== stored.status) await repo.setCheckoutSessionStatus(db, stored.id, current.status)
      return { status: current.status, customer_email: current.customerEmail }
    },

    /**
     * Test mode only: completes the member's own open session and grants one month of membership,
     * in one transaction (so a double click or two tabs cannot complete it twice).
     */
    async completeTestSession(user: SessionUser, sessionId: string): Promise<SessionStatusDto> {
      if (provider.mode !== 'test') throw notFound(texts.sessionNotFound)
      return db.transaction(async (tx) => {
        const session = await repo.lockOwnCheckoutSession(tx, sessionId, user.id)
        if (session?.provider !== 'test') throw notFound(texts.sessionNotFound)
        if (session.status !== 'open') throw conflict(texts.sessionNotOpen)
        await repo.lockMembership(tx, user.id)
        if (await repo.findActiveMembership(tx, user.id)) throw conflict(texts.alreadyMember)
        await repo.setCheckoutSessionStatus(tx, session.id, 'complete')
        await repo.upsertMembership(tx, user.id, 'test', provider.activeMembership(session.id))
        return { status: 'complete', customer_email: user.email }
      })
    },

    async currentSubscription(user: SessionUser): Promise<SubscriptionDto> {
      const row = await repo.findActiveMembership(db, user.id)
      if (!row) throw notFound(texts.noMembership)
      return toSubscriptionDto(row)
    },

    /**
     * Ends the membership. Stripe: cancels at the end of the paid period (the member keeps what they
     * paid for) and stores Stripe's answer. Test mode: ends at once, so the ordering gate closes now.
     */
    async cancel(user: SessionUser): Promise<SubscriptionDto> {
      const row = await repo.findActiveMembership(db, user.id)
      if (!row) throw notFound(texts.noMembership)
      if (row.provider === 'test')
        return toSubscriptionDto(await repo.setMembershipStatus(db, user.id, 'canceled'))
      if (provider.mode !== 'stripe' || !row.subscriptionId) throw conflict(texts.cancelFailed)
      const subscriptionId = row.subscriptionId
      const state = await callProvider(texts.cancelFailed, () => provider.cancelAtPeriodEnd(subscriptionId))
      return toSubscriptionDto(await repo.upsertMembership(db, user.id, 'stripe', state))
    },
  }
}

export type MembershipService = ReturnType<typeof createMembershipService>
