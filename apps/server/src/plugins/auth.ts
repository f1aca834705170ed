import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/errors.js'
import { enforceAccess, requireAccessDeclaration } from './access.js'
import { SESSION_COOKIE } from './session.cookie.js'
import { findSession, type RequestSession, type SessionUser } from './session.store.js'

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null
    session: RequestSession | null
  }
  interface FastifyContextConfig {
    /**
     * Unset: unsafe methods need the CSRF token. Set false on public calls that do not act on the
     * ambient session (login, registration, password reset, e-mail verification); set true on a
     * GET that changes state all the same (the spec's logout). Webhooks are exempt through their
     * access.
     */
    csrf?: boolean
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization
  if (!h) return undefined
  const m = /^Bearer\s+(.+)$/i.exec(h)
  return m?.[1]?.trim() || undefined
}

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Resolves the session from the `Authorization` cookie or a Bearer header, enforces each route's
 * declared access (before validation, so a visitor gets 401 whatever the body) and CSRF: an unsafe
 * request (or a route with `csrf: true`) authenticated by cookie must carry the session's token in
 * `X-CSRF-Token`. Registered
 * before any route: its onRoute hook refuses a route without an access declaration.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null)
    app.decorateRequest('session', null)
    app.addHook('onRoute', requireAccessDeclaration)

    app.addHook('onRequest', async (req) => {
      const config = req.routeOptions.config
      const bearer = bearerToken(req)
      const cookie = req.cookies[SESSION_COOKIE]
      const token = bearer ?? cookie
      if (token && config.access !== 'webhook') {
        const found = await findSession(app.db, token)
        if (found) {
          req.user = found.user
          req.session = { tokenHash: found.tokenHash, csrfToken: found.csrfToken, viaCookie: !bearer }
        }
      }
      enforceAccess(req)
      const csrfApplies = config.access !== 'webhook' && (config.csrf ?? UNSAFE.has(req.method))
      if (req.session?.viaCookie && csrfApplies) {
        const sent = req.headers['x-csrf-token']
        if (typeof sent !== 'string' || !sameToken(sent, req.session.csrfToken)) {
          throw new AppError(
            'forbidden',
            'Ogiltig eller saknad säkerhetstoken (CSRF). Ladda om sidan och försök igen.',
          )
        }
      }
    })
  },
  { name: 'auth', dependencies: ['db'] },
)
