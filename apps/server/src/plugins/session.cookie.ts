import type { FastifyReply } from 'fastify'
import { SESSION_TTL_MS } from './session.store.js'

/** The session cookie's name (the spec's client knows it as `Authorization`). */
export const SESSION_COOKIE = 'Authorization'

const cookieOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax', secure, path: '/' }) as const

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure behind https, lives as long as the session. */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(secure), maxAge: SESSION_TTL_MS / 1000 })
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(secure))
}
