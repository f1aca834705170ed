import fp from 'fastify-plugin'
import { membershipRoutes } from './membership.routes.js'
import { createMembershipService } from './membership.service.js'
import { webhookRoutes } from './membership.webhook.routes.js'
import { createPaymentProvider } from './payment.providers.js'

/** Membership: the subscribe flow, the member's membership, ending it, and Stripe's webhook. */
export const membershipModule = fp(
  async (app) => {
    const provider = createPaymentProvider(app.config)
    const membership = createMembershipService({ db: app.db, provider, log: app.log })
    await app.register(membershipRoutes, { membership, mode: provider.mode })
    if (provider.mode === 'stripe') await app.register(webhookRoutes, { provider })
  },
  { name: 'membership', dependencies: ['db', 'config', 'auth'] },
)
