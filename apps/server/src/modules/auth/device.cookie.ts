import type { FastifyReply, FastifyRequest } from 'fastify'
import { DEVICE_TTL_MS } from './devices.js'

/** The device cookie's name (ADR 048); only the login route gets it. */
export const DEVICE_COOKIE = 'Device'
export const DEVICE_COOKIE_PATH = '/api/Authentication/authenticate'
/** Accounts one browser stays trusted for (a shared shop computer, a member's and a staff account). */
const MAX_DEVICE_TOKENS = 5
const TOKEN = /^[\w-]{43}$/

/** The device tokens the browser sent (one per account it signed in to, newest first). */
export function readDeviceTokens(req: FastifyRequest): string[] {
  const raw = req.cookies[DEVICE_COOKIE] ?? ''
  return raw
    .split('.')
    .filter((t) => TOKEN.test(t))
    .slice(0, MAX_DEVICE_TOKENS)
}

/**
 * Sets the device cookie: HttpOnly, SameSite=Strict (only our own login page posts to the route),
 * Secure as the session cookie is, sent to the login route only. The newest tokens are kept.
 */
export function setDeviceCookie(reply: FastifyReply, tokens: string[], secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, tokens.slice(0, MAX_DEVICE_TOKENS).join('.'), {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_TTL_MS / 1000,
  })
}
