import type { PaymentMode } from '@kladbyte/contract'

/** A membership as a provider reports it; the memberships row is written from this. */
export interface MembershipState {
  customerId: string | null
  subscriptionId: string | null
  status: string
  currentPeriodEnd: Date | null
  cancelAtPeriodEnd: boolean
}

/** The member a checkout session is made for. */
export interface CheckoutMember {
  userId: string
  email: string
  /** The provider's customer id from an earlier membership, reused so one person is one customer. */
  customerId: string | null
}

/** Our stored record of a checkout session (checkout_sessions row). */
export interface StoredSession {
  id: string
  status: string
}

/** What every payment provider does for the subscribe flow. */
export interface PaymentProvider {
  readonly mode: PaymentMode
  readonly publishableKey?: string
  createCheckoutSession(member: CheckoutMember): Promise<{ id: string; clientSecret: string }>
  /** The session's current status, as the provider knows it. */
  sessionStatus(
    session: StoredSession,
    memberEmail: string,
  ): Promise<{ status: string; customerEmail: string | null }>
}
