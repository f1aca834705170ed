import { at, n, type Rows } from '../../hardening/matrix.entry.js'
import { event, signer, WEBHOOK_SECRET } from './membership.stripe.fixtures.js'

/**
 * Membership: checkout, status, cancelling and Stripe's webhook.
 * The access/CSRF matrix's rows for this module's routes (ADR 030): a new route's row goes here,
 * and hardening/routes.table.ts collects them.
 */
export const membershipRows: Rows = {
  'GET /api/subscription/config': { request: at('/api/subscription/config') },
  'POST /api/subscription/create-checkout-session': {
    request: at('/api/subscription/create-checkout-session'),
  },
  'GET /api/subscription/session-status': {
    staffNotOwner: "a payment session is the member's own; staff see memberships on the customer page",
    request: (w) => ({ url: `/api/subscription/session-status?session_id=${w.checkoutSessionId}` }),
  },
  'POST /api/subscription/test-complete': {
    staffNotOwner: 'only the member completes their own test-mode checkout',
    request: async (w) => ({
      url: '/api/subscription/test-complete',
      payload: { sessionId: await w.checkout() },
    }),
  },
  'POST /api/subscription/cancel': { last: 1, request: at('/api/subscription/cancel') },
  'GET /api/users/subscription': { request: at('/api/users/subscription') },
  'POST /api/subscription/webhook': {
    stripeOnly: true,
    request: () => {
      // An event type the shop ignores: signed as Stripe signs, so only the session rules are tested.
      const payload = event('customer.created', { id: `cus_${n()}`, object: 'customer' })
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
      return {
        url: '/api/subscription/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      }
    },
  },
}
