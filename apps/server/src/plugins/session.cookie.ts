import type { FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_TTL_MS } from './session.store.js'

/** The session cookie's name (the spec's client knows it as `Authorization`). */
export const SESSION_COOKIE = 'Authorization'

/**
 * Whether this request came over https: its own protocol (X-Forwarded-Proto counts only from a proxy
 * TRUST_PROXY trusts, Fastify's `req.protocol`), or a PUBLIC_URL that is https. Decides the Secure
 * flag of every cookie and HSTS (plugins/security.ts).
 */
export function isSecureRequest(req: FastifyRequest): boolean {
  return req.protocol === 'https' || req.server.config.PUBLIC_URL.startsWith('https://')
}

const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax', secure, path: '/' }) as const

/**
 * Sets the session cookie: HttpOnly, SameSite=Lax, lives as long as the session; `secure` is
 * `isSecureRequest(req)`.
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(secure), maxAge: SESSION_TTL_MS / 1000 })
}

/** Removes the session cookie from the browser (`secure` as it was set: `isSecureRequest(req)`). */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(secure))
}
