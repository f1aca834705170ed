import { ApiErrorDto } from '@kladbyte/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { handleStripeWebhook } from './membership.webhook.js'
import type { StripeProvider } from './stripe.provider.js'

const WebhookHeaders = z.looseObject({ 'stripe-signature': z.string().optional() })
const WebhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean() })

/**
 * Stripe's webhook, in its own encapsulated plugin: the signature covers the exact bytes sent, so
 * this route (and only this route) keeps the body as a raw Buffer instead of parsing JSON.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ provider: StripeProvider }> = async (
  app,
  { provider },
) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))

  app.post(
    '/api/subscription/webhook',
    {
      config: { access: 'webhook' },
      schema: {
        tags: ['membership'],
        summary: 'Stripes webhook: signaturen kontrolleras, varje händelse tillämpas en gång',
        headers: WebhookHeaders,
        response: { 200: WebhookAnswer, 400: ApiErrorDto },
      },
    },
    async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
      return handleStripeWebhook(app.db, provider, req.log, raw, req.headers['stripe-signature'])
    },
  )
}
