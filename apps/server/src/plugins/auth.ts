import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError, forbidden, unauthorized } from '../lib/errors.js'
import { findSession, type SessionUser } from '../modules/auth/session.store.js'

export const SESSION_COOKIE = 'Authorization'

export interface RequestSession {
  tokenHash: string
  csrfToken: string
  /** True when the token came from the cookie (ambient credential: CSRF applies). */
  viaCookie: boolean
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null
    session: RequestSession | null
  }
  interface FastifyInstance {
    requireUser: (req: FastifyRequest, reply: FastifyReply) => Promise<void>
    requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyContextConfig {
    /** Set false on routes that authenticate otherwise (payment webhook). */
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
 * Resolves the session from the `Authorization` cookie or a Bearer header, and enforces CSRF:
 * an unsafe request authenticated by cookie must carry the session's token in `X-CSRF-Token`.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null)
  app.decorateRequest('session', null)

  app.addHook('onRequest', async (req) => {
    const bearer = bearerToken(req)
    const cookie = req.cookies[SESSION_COOKIE]
    const token = bearer ?? cookie
    if (token) {
      const found = await findSession(app.db, token)
      if (found) {
        req.user = found.user
        req.session = { tokenHash: found.tokenHash, csrfToken: found.csrfToken, viaCookie: !bearer }
      }
    }
    if (UNSAFE.has(req.method) && req.session?.viaCookie && req.routeOptions.config.csrf !== false) {
      const sent = req.headers['x-csrf-token']
      if (typeof sent !== 'string' || !sameToken(sent, req.session.csrfToken)) {
        throw new AppError(
          'forbidden',
          'Ogiltig eller saknad säkerhetstoken (CSRF). Ladda om sidan och försök igen.',
        )
      }
    }
  })

  app.decorate('requireUser', async (req: FastifyRequest) => {
    if (!req.user) throw unauthorized()
  })
  app.decorate('requireAdmin', async (req: FastifyRequest) => {
    if (!req.user) throw unauthorized()
    if (!req.user.isAdmin) throw forbidden()
  })
})
