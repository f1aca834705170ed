import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { isSecureRequest } from './session.cookie.js'

/**
 * Powerful browser features, all off: nothing here locates, listens to or films anyone. Two
 * exceptions: `payment` for Stripe's embedded checkout (its frames from js.stripe.com and
 * checkout.stripe.com offer Apple Pay/Google Pay, which need it), and the camera on the staff pages
 * (below). Features not listed keep the browser's default (same origin only, e.g. the clipboard
 * the staff product list copies links to). Only features Chromium knows: an unknown one (e.g.
 * `bluetooth`, behind a flag on Linux) is a console error on every page.
 */
const FEATURES = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://js.stripe.com" "https://checkout.stripe.com")',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
]
const PERMISSIONS = FEATURES.join(', ')
// Every staff page (/admin, /admin/…) may use our own origin's camera: the staff's parcel scanning
// page will live there. The policy is the page's (its HTML answer); on other answers it is inert.
const STAFF_PERMISSIONS = PERMISSIONS.replace('camera=()', 'camera=(self)')
const isStaffPage = (req: FastifyRequest) => /^\/admin(?:[/?]|$)/i.test(req.url)

/**
 * Security headers for every answer, and `no-store` on API answers unless a route opts in to caching.
 * helmet's middleware is built once per kind of request here: @fastify/helmet built it (parsing the
 * CSP) on every request, ~8 % of the server's CPU per catalogue search (bench/README.md). Whether
 * a request is https (HSTS, upgrade-insecure-requests) is decided per request: behind a trusted
 * proxy its X-Forwarded-Proto says (`isSecureRequest`).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { mediaOrigin?: string }) => {
  const imgSrc = ["'self'", 'data:', 'blob:', ...(opts.mediaOrigin ? [opts.mediaOrigin] : [])]
  const headersFor = (https: boolean) =>
    helmet({
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
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // The same as CSP's frame-ancestors 'none', for browsers that only know this header.
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    })
  const secure = headersFor(true)
  const plain = headersFor(false)
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('permissions-policy', isStaffPage(req) ? STAFF_PERMISSIONS : PERMISSIONS)
    const setHeaders = isSecureRequest(req) ? secure : plain
    setHeaders(req.raw, reply.raw, () => done())
  })
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store')
    reply.header('x-request-id', req.id)
    return payload
  })
})
