import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'

/**
 * Security headers for every answer, and `no-store` on API answers unless a route opts in to caching.
 * helmet's middleware is built once here: @fastify/helmet built it (parsing the CSP) on every
 * request, ~8 % of the server's CPU per catalogue search (bench/README.md).
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { https: boolean; mediaOrigin?: string }) => {
    const imgSrc = ["'self'", 'data:', 'blob:', ...(opts.mediaOrigin ? [opts.mediaOrigin] : [])]
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          imgSrc,
          // Stripe's embedded checkout runs in frames and scripts from Stripe.
          scriptSrc: ["'self'", 'https://js.stripe.com'],
          frameSrc: ["'self'", 'https://js.stripe.com', 'https://checkout.stripe.com'],
          connectSrc: ["'self'", 'https://api.stripe.com', 'https://checkout.stripe.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: opts.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    })
    app.addHook('onRequest', (req, reply, done) => {
      setHeaders(req.raw, reply.raw, () => done())
    })
    app.addHook('onSend', async (req, reply, payload) => {
      if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store')
      reply.header('x-request-id', req.id)
      return payload
    })
  },
)
