import { randomBytes } from 'node:crypto'
import type { MembershipState, PaymentProvider } from './payment.provider.js'

/** Length of a test-mode membership period. */
const TEST_PERIOD_MONTHS = 1

/**
 * The built-in provider used when Stripe is not configured: sessions are made and completed on our
 * own server, no card data is asked for or sent anywhere.
 */
export function createTestProvider(): TestProvider {
  return {
    mode: 'test',

    async createCheckoutSession() {
      return {
        id: `test_cs_${randomBytes(12).toString('hex')}`,
        // Opaque, like Stripe's: the browser only passes it back; nothing is derived from it.
        clientSecret: `test_secret_${randomBytes(24).toString('base64url')}`,
      }
    },

    // Our checkout_sessions row is the whole truth in test mode.
    async sessionStatus(session, memberEmail) {
      return { status: session.status, customerEmail: memberEmail }
    },

    activeMembership(sessionId, now = new Date()) {
      const end = new Date(now)
      end.setMonth(end.getMonth() + TEST_PERIOD_MONTHS)
      return {
        customerId: null,
        subscriptionId: sessionId.replace(/^test_cs_/, 'test_sub_'),
        status: 'active',
        currentPeriodEnd: end,
        cancelAtPeriodEnd: false,
      }
    },
  }
}

export interface TestProvider extends PaymentProvider {
  readonly mode: 'test'
  /** The membership a completed test session grants: active for one month from now. */
  activeMembership(sessionId: string, now?: Date): MembershipState
}
